import type { Queryable } from '../db/database';

export interface LedgerProblem {
  kind:
    | 'balance_mismatch'
    | 'entry_unbalanced'
    | 'running_balance_broken'
    | 'closed_account_not_empty'
    | 'prepaid_balance_mismatch';
  /** The account or the entry the problem is in. */
  id: string;
  detail: string;
}

export interface LedgerReport {
  accounts: number;
  entries: number;
  problems: LedgerProblem[];
}

const BALANCE_MISMATCHES = `
  select a.id::text as id, 'holds ' || a.money::text || ', its postings add up to ' || coalesce(p.total, 0)::text as detail
  from accounts a left join (
    select account_id, sum(amount) as total from ledger_postings where account_id is not null group by account_id
  ) p on p.account_id = a.id
  where a.money <> coalesce(p.total, 0)`;

const UNBALANCED_ENTRIES = `
  select entry_id::text as id, currency_iso || ' adds up to ' || sum(amount)::text as detail
  from ledger_postings group by entry_id, currency_iso having sum(amount) <> 0`;

const BROKEN_RUNNING_BALANCES = `
  select account_id::text as id,
    'posting ' || id || ' records ' || balance_after::text || ', the postings up to it add up to ' || running::text as detail
  from (
    select id, account_id, balance_after, sum(amount) over (partition by account_id order by id) as running
    from ledger_postings where account_id is not null
  ) postings
  where balance_after is distinct from running`;

const CLOSED_ACCOUNTS_NOT_EMPTY = `
  select p.account_id::text as id, 'closed with postings adding up to ' || sum(p.amount)::text as detail
  from ledger_postings p where p.account_id is not null
    and not exists (select 1 from accounts a where a.id = p.account_id)
  group by p.account_id having sum(p.amount) <> 0`;

/** A player's prepaid balance (free bets) against what the house's `prepaid` book holds for them. */
const PREPAID_MISMATCHES = `
  select coalesce(b.user_id, p.user_id)::text || ' ' || coalesce(b.currency_iso, p.currency_iso) as id,
    'holds ' || coalesce(b.amount, 0)::text || ' prepaid, its postings add up to ' || coalesce(p.total, 0)::text as detail
  from prepaid_balances b full join (
    select e.user_id, p.currency_iso, sum(p.amount) as total
    from ledger_postings p join ledger_entries e on e.id = p.entry_id
    where p.house = 'prepaid' group by e.user_id, p.currency_iso
  ) p on p.user_id = b.user_id and p.currency_iso = b.currency_iso
  where coalesce(b.amount, 0) <> coalesce(p.total, 0)`;

const CHECKS: readonly [LedgerProblem['kind'], string][] = [
  ['balance_mismatch', BALANCE_MISMATCHES],
  ['entry_unbalanced', UNBALANCED_ENTRIES],
  ['running_balance_broken', BROKEN_RUNNING_BALANCES],
  ['closed_account_not_empty', CLOSED_ACCOUNTS_NOT_EMPTY],
  ['prepaid_balance_mismatch', PREPAID_MISMATCHES],
];

/** Recomputes every balance from the journal and lists every place where the two disagree. */
export async function verifyLedger(db: Queryable): Promise<LedgerReport> {
  const problems: LedgerProblem[] = [];
  for (const [kind, sql] of CHECKS) {
    const rows = await db.query<{ id: string; detail: string }>(`${sql} order by 1 limit 1000`);
    problems.push(...rows.map((row) => ({ kind, ...row })));
  }
  const [counts] = await db.query<{ accounts: number; entries: number }>(
    `select (select count(*)::int from accounts) as accounts, (select count(*)::int from ledger_entries) as entries`,
  );
  return { accounts: counts?.accounts ?? 0, entries: counts?.entries ?? 0, problems };
}
