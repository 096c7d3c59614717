import type { Queryable } from '../db/database';

export const BONUS_ACCOUNT_TYPE = 4;

export interface BettingAccount {
  id: number;
  type: number;
  currencyIso: string;
  money: string;
  /** The operator froze it: no stake may be taken from it. */
  isFrozen: boolean;
}

/**
 * The account a coupon is paid from: the one asked for if it is the player's, otherwise the active account,
 * otherwise the main one; null when the player has no such account.
 */
export async function findBettingAccount(
  db: Queryable,
  userId: number,
  accountId: number | undefined,
): Promise<BettingAccount | null> {
  const rows = await db.query<BettingAccount>(
    `select a.id, a.type, c.iso as "currencyIso", a.money::text as money, a.is_frozen as "isFrozen"
     from accounts a join currencies c on c.id = a.currency_id join users u on u.id = a.user_id
     where a.user_id = $1 and (case when $2::bigint is null then a.id = coalesce(u.active_account_id, a.id) else a.id = $2 end)
     order by (a.id = u.active_account_id) desc nulls last, (a.type = 0) desc, a.id
     limit 1`,
    [userId, accountId ?? null],
  );
  return rows[0] ?? null;
}

export async function accountBalance(db: Queryable, accountId: number): Promise<string> {
  const rows = await db.query<{ money: string }>('select money::text as money from accounts where id = $1', [
    accountId,
  ]);
  return rows[0]?.money ?? '0.00';
}
