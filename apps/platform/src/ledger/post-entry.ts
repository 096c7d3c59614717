import type { LedgerKind } from '@betfront/contract/ledger';
import type { Queryable } from '../db/database';
import type { HouseBook } from './house-books';

export type Posting = { amount: string } & ({ accountId: number } | { house: HouseBook });

export interface NewEntry {
  kind: LedgerKind;
  /** What the movement belongs to, e.g. "coupon:700000123"; with the kind, its uniqueness key. */
  reference: string;
  userId: number | null;
  currencyIso: string;
  /** Signed amounts that add up to zero: "-150.00" leaves, "150.00" arrives. */
  postings: readonly Posting[];
  note?: string;
}

/** Each player account's balance right after the entry. */
export type BalancesAfter = ReadonlyMap<number, string>;

/**
 * Records one movement: its entry and postings, which move the accounts' cached balances (migration 0400's
 * trigger). Null when a movement of this kind and reference was already recorded: nothing is written then.
 * Call inside a transaction: the entry's balance is checked when it commits.
 */
export async function postEntry(tx: Queryable, entry: NewEntry): Promise<BalancesAfter | null> {
  const inserted = await tx.query<{ id: string }>(
    `insert into ledger_entries (kind, reference, user_id, note) values ($1, $2, $3, $4)
     on conflict (kind, reference) do nothing returning id::text as id`,
    [entry.kind, entry.reference, entry.userId, entry.note ?? null],
  );
  const entryId = inserted[0]?.id;
  if (entryId === undefined) return null;
  const params: unknown[] = [entryId, entry.currencyIso];
  const rows = entry.postings.map((posting) => {
    const target = 'accountId' in posting ? [posting.accountId, null] : [null, posting.house];
    params.push(...target, posting.amount);
    const at = params.length;
    return `($1::bigint, $${at - 2}::integer, $${at - 1}::text, $2::text, $${at}::numeric)`;
  });
  const balances = await tx.query<{ accountId: number; balance: string }>(
    `insert into ledger_postings (entry_id, account_id, house, currency_iso, amount) values ${rows.join(', ')}
     returning account_id as "accountId", balance_after::text as balance`,
    params,
  );
  return new Map(balances.filter((row) => row.accountId !== null).map((row) => [row.accountId, row.balance]));
}
