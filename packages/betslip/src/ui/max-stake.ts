import type { CouponState } from '@betfront/coupon';
import { isMoreMoney } from './money-compare';

/**
 * What the "Max" quick stake puts: the maximum bet, or the balance when it holds less (the bonus account has no
 * maximum); null while neither is known. The platform still checks the stake when the coupon is placed.
 */
export function maxStake(state: Pick<CouponState, 'maxBetAmount' | 'isBonusAccount'>, balance: string | null) {
  const limit = state.isBonusAccount ? null : state.maxBetAmount;
  if (limit === null) return balance;
  if (balance === null) return limit;
  return isMoreMoney(limit, balance) ? balance : limit;
}
