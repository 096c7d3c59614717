import { CouponError } from '../coupon-error';
import { divideDown, moneyDown, product, type Dec } from '../decimal';
import type { Leg, NormalizedCoupon } from '../normalize-coupon';
import { binomial, elementarySymmetricSum } from '../symmetric-sums';
import type { CouponTypeRule } from './coupon-type-rule';
import { legFactors } from './express';

interface SystemShape {
  readonly bankers: readonly Leg[];
  readonly others: readonly Leg[];
  readonly value: number;
  readonly combos: bigint;
}

function isSystemValueValid(value: unknown, nonBankersCount: number): value is number {
  return Number.isInteger(value) && (value as number) >= 2 && (value as number) <= nonBankersCount - 1;
}

function shape(coupon: NormalizedCoupon): SystemShape {
  const bankers = coupon.legs.filter((leg) => leg.isBanker);
  const others = coupon.legs.filter((leg) => !leg.isBanker);
  const value = coupon.systemValue as number;
  return { bankers, others, value, combos: binomial(others.length, value) };
}

/** The stake is split evenly over the combinations; each combination is an express of its legs and the bankers. */
function win(
  coupon: NormalizedCoupon,
  system: SystemShape,
  bankerFactors: readonly Dec[],
  otherFactors: readonly Dec[],
) {
  const combinationsSum = product(bankerFactors).times(elementarySymmetricSum(otherFactors, system.value));
  return moneyDown(divideDown(coupon.amount.times(combinationsSum), system.combos));
}

export const systemRule: CouponTypeRule = {
  validate: (coupon) => {
    const others = coupon.legs.filter((leg) => !leg.isBanker).length;
    if (others < 3) {
      throw new CouponError('WRONG_BETS_COUNT', `A system needs at least 3 bets that are not bankers, got ${others}.`);
    }
    if (!isSystemValueValid(coupon.systemValue, others)) {
      throw new CouponError(
        'INVALID_SYSTEM_VALUE',
        `The system value must be an integer from 2 to ${others - 1}, got ${String(coupon.systemValue)}.`,
      );
    }
  },
  quote: (coupon) => {
    const system = shape(coupon);
    const bankerCoefs = system.bankers.map((leg) => leg.coef);
    const otherCoefs = system.others.map((leg) => leg.coef);
    // The least a winning system pays: exactly `value` legs win, the ones with the smallest coefs.
    const smallest = [...otherCoefs].sort((a, b) => a.comparedTo(b)).slice(0, system.value);
    const minCombination = product(bankerCoefs).times(product(smallest));
    return {
      coef: product(bankerCoefs).times(elementarySymmetricSum(otherCoefs, system.value)),
      betsCount: Number(system.combos),
      totalStake: coupon.amount,
      possibleWin: win(coupon, system, bankerCoefs, otherCoefs),
      minPossibleWin: moneyDown(divideDown(coupon.amount.times(minCombination), system.combos)),
    };
  },
  payout: (coupon) => {
    const system = shape(coupon);
    return win(coupon, system, legFactors(system.bankers), legFactors(system.others));
  },
};
