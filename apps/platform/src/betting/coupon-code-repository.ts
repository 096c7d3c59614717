import type { Queryable } from '../db/database';

export interface SavedCouponCode {
  typeId: number;
  systemValue: number | null;
  bets: { id: string; isBanker: boolean }[];
}

/** Saves the coupon under the code; false when the code is taken. */
export async function insertCouponCode(
  db: Queryable,
  code: string,
  userId: number | null,
  coupon: SavedCouponCode,
): Promise<boolean> {
  const rows = await db.query(
    `insert into coupon_codes (code, user_id, type_id, system_value, bets) values ($1, $2, $3, $4, $5::jsonb)
     on conflict (code) do nothing returning code`,
    [code, userId, coupon.typeId, coupon.systemValue, JSON.stringify(coupon.bets)],
  );
  return rows.length > 0;
}

export async function findCouponCode(db: Queryable, code: string): Promise<SavedCouponCode | null> {
  const rows = await db.query<SavedCouponCode>(
    `select type_id as "typeId", system_value as "systemValue", bets from coupon_codes where code = $1`,
    [code],
  );
  return rows[0] ?? null;
}
