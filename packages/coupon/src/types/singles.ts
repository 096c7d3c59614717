import { CouponError } from '../coupon-error';
import { moneyDown, sum, type Dec } from '../decimal';
import type { NormalizedCoupon } from '../normalize-coupon';
import type { CouponTypeRule } from './coupon-type-rule';
import { legFactors } from './express';

function stakes(coupon: NormalizedCoupon, ownAmounts: boolean): Dec[] {
  return coupon.legs.map((leg) => (ownAmounts ? coupon.amountByBetId.get(leg.id) : undefined) ?? coupon.amount);
}

/** Each single is a coupon of its own, so each win is cut to cents on its own. */
function wins(stakesByLeg: readonly Dec[], factors: readonly Dec[]): Dec {
  return sum(stakesByLeg.map((stake, i) => moneyDown(stake.times(factors[i] as Dec))));
}

function singlesRule(ownAmounts: boolean): CouponTypeRule {
  return {
    validate: ownAmounts
      ? (coupon) => {
          const ids = new Set(coupon.legs.map((leg) => leg.id));
          for (const id of coupon.amountByBetId.keys()) {
            if (!ids.has(id))
              throw new CouponError('UNKNOWN_BET_ID', `An amount is given for bet ${id}, not in the coupon.`);
          }
        }
      : undefined,
    quote: (coupon) => {
      const coefs = coupon.legs.map((leg) => leg.coef);
      const legStakes = stakes(coupon, ownAmounts);
      return {
        coef: sum(coefs),
        betsCount: coefs.length,
        totalStake: sum(legStakes),
        possibleWin: wins(legStakes, coefs),
      };
    },
    payout: (coupon) => wins(stakes(coupon, ownAmounts), legFactors(coupon.legs)),
  };
}

/** Multi (4): one single coupon per bet, each staked the amount ("singles results"). */
export const multiRule = singlesRule(false);

/** Many singles (9): one single per bet, each with its own amount. */
export const manySinglesRule = singlesRule(true);
