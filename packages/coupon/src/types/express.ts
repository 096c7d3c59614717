import { settlementFactor } from '../bet-status';
import { moneyDown, product, type Dec } from '../decimal';
import type { Leg, NormalizedCoupon } from '../normalize-coupon';
import type { CouponTypeRule } from './coupon-type-rule';

export function legFactors(legs: readonly Leg[]): Dec[] {
  return legs.map((leg) => settlementFactor(leg.statusId, leg.coef));
}

function win(coupon: NormalizedCoupon, factors: readonly Dec[]): Dec {
  return moneyDown(coupon.amount.times(product(factors)));
}

/** Express (1), and a single (0) as an express of one bet: amount × Π coef. */
export const expressRule: CouponTypeRule = {
  quote: (coupon) => {
    const coefs = coupon.legs.map((leg) => leg.coef);
    return { coef: product(coefs), betsCount: 1, totalStake: coupon.amount, possibleWin: win(coupon, coefs) };
  },
  payout: (coupon) => win(coupon, legFactors(coupon.legs)),
};
