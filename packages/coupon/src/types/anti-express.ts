import { BET_STATUS } from '../bet-status';
import { CouponError } from '../coupon-error';
import { HALF, ONE, ZERO, cutTo, divideDown, moneyDown, product, type Dec } from '../decimal';
import type { Leg } from '../normalize-coupon';
import type { CouponTypeRule } from './coupon-type-rule';

/** The fair price of "the express does not win": 1 / (1 − 1/P) = P / (P − 1), cut to 2 decimal places. */
export function antiExpressCoef(expressCoef: Dec): Dec {
  return cutTo(divideDown(expressCoef, expressCoef.minus(ONE)), 2);
}

/** Status 6 never voids a leg: it loses half the time, so it counts as "half lost". */
type Outcome = 'win' | 'lose' | 'void' | 'halfLost';

/** A half-void result (4, 5) splits the stake: each half is settled with one of the two outcomes. */
function outcomesOf(statusId: number): readonly Outcome[] {
  switch (statusId) {
    case BET_STATUS.lose:
      return ['lose'];
    case BET_STATUS.win:
      return ['win'];
    case BET_STATUS.halfWinHalfReturn:
      return ['win', 'void'];
    case BET_STATUS.halfLoseHalfReturn:
      return ['lose', 'void'];
    case BET_STATUS.halfLoseHalfWin:
      return ['halfLost'];
    default:
      return ['void'];
  }
}

interface Scenario {
  readonly coefs: readonly Dec[];
  readonly surelyLost: boolean;
  readonly halfLost: number;
  readonly share: Dec;
}

/**
 * Returned legs drop out and the coef is recomputed from the rest; if a leg lost the anti-express wins at
 * that coef; if every leg returned the stake comes back.
 */
function scenarioReturn({ coefs, surelyLost, halfLost, share }: Scenario): Dec {
  if (coefs.length === 0) return share;
  const lostChance = surelyLost ? ONE : ONE.minus(HALF.pow(halfLost));
  return share.times(lostChance).times(antiExpressCoef(product(coefs)));
}

/** What one unit staked brings back, summed over every way the half-void legs can fall. */
function antiExpressFactor(legs: readonly Leg[], scenario: Scenario): Dec {
  const [leg, ...rest] = legs;
  if (leg === undefined) return scenarioReturn(scenario);
  const outcomes = outcomesOf(leg.statusId);
  const share = outcomes.length === 2 ? scenario.share.times(HALF) : scenario.share;
  return outcomes.reduce((total, outcome) => {
    const next: Scenario =
      outcome === 'void'
        ? { ...scenario, share }
        : {
            coefs: [...scenario.coefs, leg.coef],
            surelyLost: scenario.surelyLost || outcome === 'lose',
            halfLost: scenario.halfLost + (outcome === 'halfLost' ? 1 : 0),
            share,
          };
    return total.plus(antiExpressFactor(rest, next));
  }, ZERO);
}

export const antiExpressRule: CouponTypeRule = {
  validate: (coupon) => {
    for (const leg of coupon.legs) {
      if (leg.coef.lessThanOrEqualTo(ONE)) {
        throw new CouponError(
          'INVALID_COEF',
          `An anti-express needs every coef above 1; bet ${leg.id} has ${leg.coef.toFixed()}.`,
        );
      }
    }
  },
  quote: (coupon) => {
    const coef = antiExpressCoef(product(coupon.legs.map((leg) => leg.coef)));
    return { coef, betsCount: 1, totalStake: coupon.amount, possibleWin: moneyDown(coupon.amount.times(coef)) };
  },
  payout: (coupon) =>
    moneyDown(
      coupon.amount.times(antiExpressFactor(coupon.legs, { coefs: [], surelyLost: false, halfLost: 0, share: ONE })),
    ),
};
