import { ONE, moneyDown, product, type Dec } from '../decimal';
import type { CouponTypeRule } from './coupon-type-rule';
import { legFactors } from './express';

/** The sum over every non-empty combination of the product of its values: Π(1 + v) − 1. */
function allCombinationsSum(values: readonly Dec[]): Dec {
  return product(values.map((value) => value.plus(ONE))).minus(ONE);
}

/**
 * Every single, double, … and the full accumulator of the selections (2^n − 1 bets), the amount staked on
 * each: lucky (7) and patent (8).
 */
export const fullCoverRule: CouponTypeRule = {
  quote: (coupon) => {
    const coefs = coupon.legs.map((leg) => leg.coef);
    const coef = allCombinationsSum(coefs);
    const betsCount = 2 ** coefs.length - 1;
    return {
      coef,
      betsCount,
      totalStake: coupon.amount.times(betsCount),
      possibleWin: moneyDown(coupon.amount.times(coef)),
    };
  },
  payout: (coupon) => moneyDown(coupon.amount.times(allCombinationsSum(legFactors(coupon.legs)))),
};
