import type { AccountMovement, LedgerKind } from '@betfront/contract/ledger';
import type { Queryable } from '../db/database';

export interface MovementsFilter {
  userId: number;
  accountId?: number;
  kinds?: readonly LedgerKind[];
  from?: string;
  to?: string;
}

interface MovementRow extends Omit<AccountMovement, 'createdAt'> {
  createdAt: Date | string;
}

const MATCHING_POSTINGS = `from ledger_postings p join ledger_entries e on e.id = p.entry_id
  where e.user_id = $1 and p.account_id is not null
    and ($2::int is null or p.account_id = $2)
    and ($3::text[] is null or e.kind = any($3::text[]))
    and ($4::date is null or e.created_at >= $4::date) and ($5::date is null or e.created_at < $5::date + 1)`;

const filterParams = (filter: MovementsFilter) => [
  filter.userId,
  filter.accountId ?? null,
  filter.kinds ? [...filter.kinds] : null,
  filter.from ?? null,
  filter.to ?? null,
];

/** The player's postings, newest first, a page at a time. */
export async function readMovements(
  db: Queryable,
  filter: MovementsFilter,
  page: { offset: number; limit: number },
): Promise<AccountMovement[]> {
  const rows = await db.query<MovementRow>(
    `select e.id::text as id, e.kind, e.reference, p.account_id as "accountId", p.currency_iso as "currencyIso",
       p.amount::text as amount, p.balance_after::text as "balanceAfter", e.created_at as "createdAt"
     ${MATCHING_POSTINGS} order by p.id desc limit $6 offset $7`,
    [...filterParams(filter), page.limit, page.offset],
  );
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }));
}

export async function countMovements(db: Queryable, filter: MovementsFilter): Promise<number> {
  const rows = await db.query<{ total: number }>(
    `select count(*)::int as total ${MATCHING_POSTINGS}`,
    filterParams(filter),
  );
  return rows[0]?.total ?? 0;
}
