import type { Queryable } from '../db/database';
import { PlaceRefusal } from './place-refusal';

/** A promo code as the player types it: compared without case and surrounding spaces. */
export const canonicalPromoCode = (code: string) => code.trim().toUpperCase();

/** The player's promo codes not used yet, newest first. */
export async function listUnusedPromoCodes(
  db: Queryable,
  userId: number,
): Promise<{ code: string; grantedAt: string }[]> {
  const rows = await db.query<{ code: string; granted_at: Date | string }>(
    `select code, granted_at from player_promo_codes where user_id = $1 and used_at is null
     order by granted_at desc, code`,
    [userId],
  );
  return rows.map((row) => ({ code: row.code, grantedAt: new Date(row.granted_at).toISOString() }));
}

/**
 * Spends one of the player's promo codes on the coupon, inside the placement's transaction: a code the player
 * was not granted, or one already spent (also by a placement running at the same moment), refuses the coupon.
 */
export async function spendPromoCode(db: Queryable, userId: number, code: string, couponId: number): Promise<void> {
  const spent = await db.query(
    `update player_promo_codes set used_at = now(), coupon_id = $3
     where user_id = $1 and code = $2 and used_at is null returning code`,
    [userId, code, couponId],
  );
  if (spent.length > 0) return;
  const held = await db.query('select 1 from player_promo_codes where user_id = $1 and code = $2', [userId, code]);
  if (held.length > 0) throw new PlaceRefusal(409, 'promo_code_used', `The promo code ${code} has been used`);
  throw new PlaceRefusal(404, 'promo_code_not_found', `You have no promo code ${code}`);
}
