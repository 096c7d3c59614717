import type { Queryable } from '../db/database';

const STAKE_KINDS = ['stake', 'casino_debit'];
const RETURN_KINDS = ['win', 'refund', 'cash_out', 'casino_credit', 'casino_rollback'];

/** What the player moved in one currency since a moment: exact amounts as strings. */
export interface MoneyUsage {
  deposits: string;
  stakes: string;
  /** Stakes minus what came back from them (wins, refunds, cash-outs, casino credits); may be negative. */
  netLoss: string;
}

/**
 * The player's deposits, stakes and net loss in the currency since `since` (epoch seconds), from the ledger:
 * deposits are `deposit` credits, stakes the sportsbook's and the casino's debits.
 */
export async function moneyUsageSince(
  tx: Queryable,
  { userId, currencyIso, since }: { userId: number; currencyIso: string; since: number },
): Promise<MoneyUsage> {
  const rows = await tx.query<MoneyUsage>(
    `select
       coalesce(sum(p.amount) filter (where e.kind = 'deposit'), 0)::text as deposits,
       coalesce(-sum(p.amount) filter (where e.kind = any($4::text[])), 0)::text as stakes,
       coalesce(-sum(p.amount) filter (where e.kind = any($4::text[]) or e.kind = any($5::text[])), 0)::text
         as "netLoss"
     from ledger_entries e
     join ledger_postings p on p.entry_id = e.id
     join accounts a on a.id = p.account_id and a.user_id = e.user_id
     where e.user_id = $1 and p.currency_iso = $2 and e.created_at > to_timestamp($3)`,
    [userId, currencyIso, since, STAKE_KINDS, RETURN_KINDS],
  );
  const row = rows[0];
  if (!row) throw new Error('The usage query returned no row');
  return row;
}

/** The currency of the player's main account, the currency the money limits are set in. */
export async function mainCurrency(tx: Queryable, userId: number): Promise<string | null> {
  const rows = await tx.query<{ iso: string }>(
    `select c.iso from accounts a join currencies c on c.id = a.currency_id
     where a.user_id = $1 and a.type = 0 order by a.id limit 1`,
    [userId],
  );
  return rows[0]?.iso ?? null;
}

/** The currency of one of the player's accounts. */
export async function accountCurrency(tx: Queryable, accountId: number): Promise<string | null> {
  const rows = await tx.query<{ iso: string }>(
    'select c.iso from accounts a join currencies c on c.id = a.currency_id where a.id = $1',
    [accountId],
  );
  return rows[0]?.iso ?? null;
}
