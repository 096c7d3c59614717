import Decimal from 'decimal.js-light';
import { COUPON_TYPE } from '../coupon-types';
import { dec, divideDown, formatMoney, parseDecimal } from '../decimal';
import type { CouponState } from './coupon-state';
import { selectQuote } from './coupon-selectors';

/**
 * The part of the stake paid from free bets (site §3 `prepaidAmount`): as much of the stake as the player's free
 * bets cover, when they chose to stake them; none on a multi, which the platform places as one coupon a bet.
 */
export function selectPrepaidAmount(state: CouponState): string | null {
  if (!state.isPrepaidStake || state.typeId === COUPON_TYPE.multi) return null;
  const available = parseDecimal(state.availablePrepaidAmount);
  const outcome = selectQuote(state);
  if (available === null || available.lte(0) || !outcome.ok) return null;
  const stake = dec(outcome.quote.totalStake);
  return formatMoney(available.lt(stake) ? available : stake);
}

/**
 * The win the coupon pays at most, as the platform will: cut to the maximum payout, less the prepaid stake's own
 * share (a free bet's stake is not returned), rounded up so the coupon never shows more than is paid.
 */
export function selectPayableWin(state: CouponState): { possibleWin: string; isCapped: boolean } | null {
  const outcome = selectQuote(state);
  if (!outcome.ok) return null;
  const gross = dec(outcome.quote.possibleWin);
  const cap = parseDecimal(state.maxPayout);
  const isCapped = cap !== null && gross.gt(cap);
  const capped = isCapped ? cap : gross;
  const prepaid = dec(selectPrepaidAmount(state) ?? 0);
  const share = divideDown(prepaid.mul(capped), dec(outcome.quote.totalStake)).toDecimalPlaces(2, Decimal.ROUND_UP);
  return { possibleWin: formatMoney(capped.minus(share.lt(prepaid) ? share : prepaid)), isCapped };
}
