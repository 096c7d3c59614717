import { selectStakeLimits } from '@betfront/coupon';
import type { CouponState } from '@betfront/coupon';
import type { Translate } from '@betfront/remote-kit';
import styles from './coupon-terms.module.css';
import { moneyText } from './money-text';

/** The least and the most stake the chosen coupon type takes, as the platform will check them, once they are known. */
export function StakeLimitsHint({ state, t }: { state: CouponState; t: Translate }) {
  if (state.minBetAmount === null && state.maxBetAmount === null) return null;
  const { min, max } = selectStakeLimits(state);
  const money = (amount: string) => moneyText(amount, state.currencyIso);
  const text =
    min !== null && max !== null
      ? t('coupon-terms.limits.both', { min: money(min), max: money(max) })
      : min !== null
        ? t('coupon-terms.limits.min_only', { min: money(min) })
        : max !== null
          ? t('coupon-terms.limits.max_only', { max: money(max) })
          : t('coupon-terms.limits.none');
  return <p className={styles.limits}>{text}</p>;
}
