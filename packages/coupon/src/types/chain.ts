import { ONE, moneyDown, sum, type Dec } from '../decimal';
import type { CouponTypeRule } from './coupon-type-rule';
import { legFactors } from './express';

/**
 * The chain's account starts with the stake. Each bet in order is staked the initial stake, or what is left
 * when the account holds less (nothing once it is empty); what it brings back returns to the account. The
 * account is the payout.
 */
function chainReturn(stake: Dec, factors: readonly Dec[]): Dec {
  let account = stake;
  for (const factor of factors) {
    const legStake = account.lessThan(stake) ? account : stake;
    account = account.minus(legStake).plus(legStake.times(factor));
  }
  return account;
}

export const chainRule: CouponTypeRule = {
  quote: (coupon) => {
    const coefs = coupon.legs.map((leg) => leg.coef);
    return {
      coef: ONE.plus(sum(coefs.map((coef) => coef.minus(ONE)))),
      betsCount: coefs.length,
      totalStake: coupon.amount,
      possibleWin: moneyDown(chainReturn(coupon.amount, coefs)),
    };
  },
  payout: (coupon) => moneyDown(chainReturn(coupon.amount, legFactors(coupon.legs))),
};
