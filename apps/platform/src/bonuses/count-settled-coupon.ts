import type { Queryable } from '../db/database';
import { lockBonusState } from './bonus-locks';
import { releaseIfWagered } from './end-bonus';
import { recordWager } from './wagering';

export interface SettledCoupon {
  id: string;
  userId: number;
  accountId: number;
  currencyIso: string;
  typeId: number;
  totalStake: string;
  /** The coupon's status once settled: 0 lost, 1 won, 2 returned, 5 partly returned… */
  statusId: number;
}

/** Lost and won coupons count; a returned one (in whole or part) risked nothing of the stake it returned. */
const COUNTED_STATUSES = new Set([0, 1]);

interface CouponFacts {
  placedAt: Date;
  lowestCoef: string;
  wasSold: boolean;
}

async function couponFacts(tx: Queryable, couponId: string): Promise<CouponFacts | null> {
  const rows = await tx.query<CouponFacts>(
    `select c.placed_at as "placedAt",
       (select min(b.coef)::text from coupon_bets b where b.coupon_id = c.id) as "lowestCoef",
       exists (select 1 from cash_out_sales s where s.coupon_id = c.id) as "wasSold"
     from coupons c where c.id = $1`,
    [couponId],
  );
  return rows[0] ?? null;
}

async function isWageringBonus(tx: Queryable, userId: number): Promise<boolean> {
  const rows = await tx.query('select 1 from player_bonuses where user_id = $1 and status = $2 limit 1', [
    userId,
    'wagering',
  ]);
  return rows.length > 0;
}

/**
 * Counts a coupon settled just now towards the player's bonus being wagered (`docs/bonuses.md`): lost or won in
 * full, placed after the bonus was credited, in its currency, of a type the bonus does not exclude, every leg at
 * the bonus's minimum odds or above, and never sold back. A coupon staked from the bonus account that was the
 * last one open lets a met requirement release. Call in the transaction that settles the coupon.
 */
export async function countSettledCoupon(tx: Queryable, coupon: SettledCoupon): Promise<void> {
  // Settlement has locked the staked and bonus accounts in id order already (lockSettlementAccounts).
  if (!(await isWageringBonus(tx, coupon.userId))) return;
  const state = await lockBonusState(tx, coupon.userId);
  const bonus = state?.running;
  if (!bonus || bonus.status !== 'wagering') return;
  const facts = await couponFacts(tx, coupon.id);
  if (!facts) return;
  const [qualifies] = await tx.query<{ ok: boolean }>('select $1::numeric >= $2::numeric as ok', [
    facts.lowestCoef ?? '0',
    bonus.minCoef,
  ]);
  const counts =
    COUNTED_STATUSES.has(coupon.statusId) &&
    !facts.wasSold &&
    qualifies?.ok === true &&
    !bonus.excludedTypeIds.includes(coupon.typeId);
  const counted = counts
    ? await recordWager(tx, {
        userId: coupon.userId,
        source: 'sport',
        reference: `coupon:${coupon.id}`,
        stake: coupon.totalStake,
        currencyIso: coupon.currencyIso,
        weight: '1',
        placedAt: facts.placedAt,
      })
    : null;
  if (counted === null && coupon.accountId === bonus.bonusAccountId) await releaseIfWagered(tx, bonus);
}
