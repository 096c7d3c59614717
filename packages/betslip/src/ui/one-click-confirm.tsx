import type { Translate } from '@betfront/remote-kit';
import type { CouponStore } from '../engine/coupon-store';
import styles from './coupon.module.css';

/** Turning one-click on clears the coupon, so the player confirms it first. */
export function OneClickConfirm({ store, t }: { store: CouponStore; t: Translate }) {
  return (
    <div role="alertdialog" aria-label={t('coupon.one_click.confirm_title')} className={styles.warning}>
      <p>{t('coupon.one_click.confirm_text')}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => store.dispatch({ type: 'confirmPending' })}>
          {t('coupon.one_click.confirm')}
        </button>
        <button type="button" className={styles.secondary} onClick={() => store.dispatch({ type: 'cancelPending' })}>
          {t('coupon.one_click.cancel')}
        </button>
      </div>
    </div>
  );
}
