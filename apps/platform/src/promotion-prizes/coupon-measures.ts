import type { Queryable } from '../db/database';

/** Where a player's settled coupons stand on each measure an award asks for. */
export interface CouponMeasures {
  /** Coupons settled lost or won (returned ones risked nothing). */
  settled: number;
  won: number;
  /** The longest run of won coupons in the order they settled, losses breaking it. */
  streak: number;
  /** The highest odds of a won coupon, "0" when none won. */
  odds: string;
}

export async function readCouponMeasures(db: Queryable, userId: number): Promise<CouponMeasures> {
  const rows = await db.query<{ settled: number; won: number; streak: number; odds: string }>(
    `with settled as (
       select status_id, coef,
         count(*) filter (where status_id = 0) over (order by settled_at, id) as losses_before
       from coupons where user_id = $1 and status_id in (0, 1)
     ), runs as (
       select count(*) as run from settled where status_id = 1 group by losses_before
     )
     select (select count(*) from settled)::int as settled,
       (select count(*) from settled where status_id = 1)::int as won,
       coalesce((select max(run) from runs), 0)::int as streak,
       trunc(coalesce((select max(coef) from settled where status_id = 1), 0), 2)::numeric(20, 2)::text as odds`,
    [userId],
  );
  const row = rows[0];
  if (!row) throw new Error('the coupon measures query answered no row');
  return row;
}
