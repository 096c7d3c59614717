import { selectExpressBoost } from '@betfront/coupon';
import type { CouponState } from '@betfront/coupon';
import type { Translate } from '@betfront/remote-kit';
import styles from './coupon-terms.module.css';
import { moneyText } from './money-text';

/** The accumulator boost an express earns as it stands: its percentage and the possible win with it. */
export function ExpressBoostBadge({ state, lng, t }: { state: CouponState; lng: string; t: Translate }) {
  const boost = selectExpressBoost(state);
  if (boost === null) return null;
  const percent = new Intl.NumberFormat(lng, { maximumFractionDigits: 2 }).format(Number(boost.percent));
  const amount = (value: string) => moneyText(value, state.currencyIso);
  return (
    <section className={styles.boost} aria-label={t('coupon-terms.boost.badge', { percent })}>
      <span className={styles.badge}>{t('coupon-terms.boost.badge', { percent })}</span>
      <span className={styles.boostedWin}>{t('coupon-terms.boost.return', { amount: amount(boost.boostedWin) })}</span>
      <span className={styles.boostNote}>
        {t('coupon-terms.boost.added', { amount: amount(boost.boost), max: amount(boost.maxBonus) })}
      </span>
    </section>
  );
}
