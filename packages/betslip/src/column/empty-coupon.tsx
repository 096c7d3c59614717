import type { Translate } from '@betfront/remote-kit';
import styles from './coupon-column.module.css';

/** The coupon before its engine runs: empty, with the way to its settings (which starts the engine). */
export function EmptyCoupon({ t, onSettings }: { t: Translate; onSettings?: () => void }) {
  return (
    <section className={styles.placeholder} aria-label={t('coupon.title')}>
      <h2>{t('coupon.title')}</h2>
      <p>{t('coupon.empty')}</p>
      {onSettings !== undefined && (
        <button type="button" className={styles.settings} onClick={onSettings}>
          {t('coupon.settings.open')}
        </button>
      )}
    </section>
  );
}
