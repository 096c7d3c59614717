import { BET_STATUS } from '@betfront/coupon';
import type { BetStatusId } from '@betfront/coupon';

function wholeOrHalfLineStatus(margin: number): BetStatusId {
  if (margin > 0) return BET_STATUS.win;
  if (margin < 0) return BET_STATUS.lose;
  return BET_STATUS.return;
}

/**
 * The status of a bet on a line (a total or a handicap) given by how far the result passed it: positive wins,
 * zero returns the stake. A quarter line (2.25, -0.75) is half the stake on each neighbouring line, so it can
 * end half won or half lost — the Asian settlement of the spec's statuses 4 and 5.
 */
export function lineStatus(resultMinusLine: number): BetStatusId {
  const quarters = Math.round(resultMinusLine * 4);
  if (Math.abs(quarters) % 2 === 0) return wholeOrHalfLineStatus(quarters);
  const lower = wholeOrHalfLineStatus(quarters - 1);
  const upper = wholeOrHalfLineStatus(quarters + 1);
  if (lower === BET_STATUS.return) return upper === BET_STATUS.win ? BET_STATUS.halfWinHalfReturn : lower;
  if (upper === BET_STATUS.return) return lower === BET_STATUS.lose ? BET_STATUS.halfLoseHalfReturn : upper;
  return lower;
}
