import { couponReducer, initialCouponState } from '@betfront/coupon';
import type { CouponState } from '@betfront/coupon';
import { addBetAction } from './bet-from-event';
import type { AddBetEvent } from './bet-from-event';

/**
 * The single a one-click bet places: the selection alone, staked the one-click amount of the account
 * (the bonus account has its own), under the coupon's account, limits and settings.
 */
export function oneClickCoupon(coupon: CouponState, event: AddBetEvent, now: number): CouponState {
  const { settings } = coupon;
  const base = initialCouponState({
    currencyIso: coupon.currencyIso,
    accountId: coupon.accountId,
    isBonusAccount: coupon.isBonusAccount,
    config: coupon.config,
    settings: { ...settings, isAutoMax: false },
  });
  const withBet = couponReducer(base, addBetAction(event, now));
  const limited = couponReducer(withBet, {
    type: 'setLimits',
    minBetAmount: coupon.minBetAmount,
    maxBetAmount: coupon.maxBetAmount,
  });
  const amount = (coupon.isBonusAccount ? settings.bonusAccountOneClickAmount : settings.oneClickAmount) ?? null;
  return amount === null ? limited : couponReducer(limited, { type: 'setAmount', amount });
}
