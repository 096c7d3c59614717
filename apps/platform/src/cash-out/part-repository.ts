import type { Queryable } from '../db/database';
import type { AddedPart } from './coupon-parts';

const PART_COLUMNS = `id, amount::text as amount, coef::text as coef, possible_win::text as "possibleWin",
  added_at as "addedAt", coefs::text[] as coefs`;

/** The player's part added under this request id, with its coupon. */
export async function findPartByRequest(
  db: Queryable,
  userId: number,
  requestId: string,
): Promise<{ couponId: number; part: AddedPart } | null> {
  const [row] = await db.query<AddedPart & { couponId: string }>(
    `select ${PART_COLUMNS}, coupon_id as "couponId" from coupon_parts where user_id = $1 and request_id = $2`,
    [userId, requestId],
  );
  if (!row) return null;
  const { couponId, ...part } = row;
  return { couponId: Number(couponId), part };
}

export interface NewPart {
  couponId: number;
  userId: number;
  requestId: string;
  amount: string;
  coefs: readonly string[];
  coef: string;
  possibleWin: string;
}

/**
 * Records the part and adds its stake and possible win to the coupon's; null when a concurrent request under the
 * same id recorded it first.
 */
export async function insertPart(db: Queryable, part: NewPart): Promise<AddedPart | null> {
  const [row] = await db.query<AddedPart>(
    `insert into coupon_parts (coupon_id, user_id, request_id, amount, coefs, coef, possible_win)
     values ($1, $2, $3, $4::numeric, $5::numeric[], $6::numeric, $7::numeric)
     on conflict (user_id, request_id) do nothing
     returning ${PART_COLUMNS}`,
    [part.couponId, part.userId, part.requestId, part.amount, part.coefs, part.coef, part.possibleWin],
  );
  if (!row) return null;
  await db.query(
    `update coupons set total_stake = total_stake + $2::numeric, possible_win = possible_win + $3::numeric
     where id = $1`,
    [part.couponId, part.amount, part.possibleWin],
  );
  return row;
}
