import { CouponError } from './coupon-error';
import { HALF, ONE, ZERO, type Dec } from './decimal';

export const BET_STATUS = {
  notCalculated: -2,
  notStarted: -1,
  lose: 0,
  win: 1,
  return: 2,
  forcedReturn: 3,
  halfWinHalfReturn: 4,
  halfLoseHalfReturn: 5,
  halfLoseHalfWin: 6,
} as const;

export type BetStatusId = (typeof BET_STATUS)[keyof typeof BET_STATUS];

const STATUS_IDS: readonly number[] = Object.values(BET_STATUS);

export function isBetStatusId(value: unknown): value is BetStatusId {
  return typeof value === 'number' && STATUS_IDS.includes(value);
}

export function isSettledStatus(statusId: BetStatusId): boolean {
  return statusId >= 0;
}

/**
 * What one unit staked on a leg brings back, as bookmakers settle Asian lines: a return counts as coef 1,
 * each half of a split stake is settled on its own.
 */
export function settlementFactor(statusId: BetStatusId, coef: Dec): Dec {
  switch (statusId) {
    case BET_STATUS.lose:
      return ZERO;
    case BET_STATUS.win:
      return coef;
    case BET_STATUS.return:
    case BET_STATUS.forcedReturn:
      return ONE;
    case BET_STATUS.halfWinHalfReturn:
      return coef.plus(1).times(HALF);
    case BET_STATUS.halfLoseHalfReturn:
      return HALF;
    case BET_STATUS.halfLoseHalfWin:
      return coef.times(HALF);
    default:
      throw new CouponError('NOT_SETTLED', `Status ${statusId} is not a settled result.`);
  }
}
