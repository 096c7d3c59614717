import { isBetStatusId, isSettledStatus } from './bet-status';
import { CouponError } from './coupon-error';
import type { CouponBetInput, SettleInput, SettleResult } from './coupon-input';
import { formatMoney } from './decimal';
import { normalizeCoupon } from './normalize-coupon';
import { TYPE_RULES } from './types/type-rules';

/** True when every bet has a result (status 0 … 6); a missing status is -2, not calculated. */
export function isCouponSettled(bets: readonly Pick<CouponBetInput, 'statusId'>[]): boolean {
  return bets.every((bet) => isBetStatusId(bet.statusId) && isSettledStatus(bet.statusId));
}

/**
 * The coupon's payout once every bet has a result. A bet still at -2 (not calculated) or -1 (game not
 * started) makes it throw CouponError NOT_SETTLED: a coupon is paid once, when it is complete.
 */
export function settle(input: SettleInput): SettleResult {
  const coupon = normalizeCoupon(input);
  const rule = TYPE_RULES[coupon.typeId];
  rule.validate?.(coupon);
  const open = coupon.legs.filter((leg) => !isSettledStatus(leg.statusId));
  if (open.length > 0) {
    const list = open.map((leg) => `${leg.id} (status ${leg.statusId})`).join(', ');
    throw new CouponError('NOT_SETTLED', `The coupon is not settled yet: ${list}.`);
  }
  return { payout: formatMoney(rule.payout(coupon)) };
}
