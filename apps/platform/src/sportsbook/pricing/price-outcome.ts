import { BET_STATUS } from '@betfront/coupon';
import type { OutcomeSpec } from './market-specs';
import type { ScoreDistribution } from './score-distribution';

export const MIN_COEF = 1.01;
export const MAX_COEF = 500;

/**
 * The coefficient of a selection, as a 2-decimal string, or null when it is not worth offering (almost sure
 * or almost impossible). The expected return of one unit staked at coef c is a·c + b, where a gathers the
 * probability of the results paying c (in full or in half) and b of those returning the stake (in full or in
 * half); c is chosen so the expected return is the payout ratio, 1/(1 + margin). Rounding down keeps the
 * margin. Pricing and settlement use the same `resolve`, so a price always matches how the bet settles.
 */
export function priceOutcome(
  distribution: ScoreDistribution,
  outcome: OutcomeSpec,
  payoutRatio: number,
): string | null {
  let a = 0;
  let b = 0;
  for (const score of distribution) {
    switch (outcome.resolve(score)) {
      case BET_STATUS.win:
        a += score.p;
        break;
      case BET_STATUS.return:
        b += score.p;
        break;
      case BET_STATUS.halfWinHalfReturn:
        a += score.p / 2;
        b += score.p / 2;
        break;
      case BET_STATUS.halfLoseHalfReturn:
        b += score.p / 2;
        break;
      case BET_STATUS.halfLoseHalfWin:
        a += score.p / 2;
        break;
      default:
        break;
    }
  }
  if (a <= 0) return null;
  const coef = (payoutRatio - b) / a;
  if (!Number.isFinite(coef) || coef < MIN_COEF || coef > MAX_COEF) return null;
  return (Math.floor(coef * 100 + 1e-9) / 100).toFixed(2);
}
