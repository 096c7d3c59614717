import type { Queryable } from '../../db/database';

/**
 * Hides the player's settled coupons placed up to a day (of one account, or of all) from their bet history. Open
 * coupons always stay in it; the coupons, their bets and their ledger entries are kept. Hiding again hides nothing more.
 */
export async function hideSettledCoupons(
  db: Queryable,
  filter: { userId: number; accountId?: number; through: string },
): Promise<number> {
  const rows = await db.query(
    `update coupons set hidden_from_history_at = now()
     where user_id = $1 and ($2::bigint is null or account_id = $2) and placed_at < $3::date + 1
       and status_id <> -2 and hidden_from_history_at is null
     returning 1`,
    [filter.userId, filter.accountId ?? null, filter.through],
  );
  return rows.length;
}
