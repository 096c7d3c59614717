import type { CouponState } from '@betfront/coupon';
import type { Translate } from '@betfront/remote-kit';
import type { CouponStore } from '../engine/coupon-store';
import styles from './coupon.module.css';

/**
 * A promo code typed by the player, or one of the player's codes; a typed one wins. Folded to one line that
 * names the code in use.
 */
export function PromoCode({ state, store, t }: { state: CouponState; store: CouponStore; t: Translate }) {
  const code = state.manualPromoCode.trim() || state.promoCode;
  return (
    <details className={styles.fold}>
      <summary>{code ? t('coupon.promo.summary_chosen', { code }) : t('coupon.promo.summary')}</summary>
      <div className={styles.promo}>
        <label className={styles.field}>
          {t('coupon.promo.label')}
          <input
            className={styles.input}
            maxLength={40}
            autoComplete="off"
            value={state.manualPromoCode}
            onChange={(event) => store.dispatch({ type: 'setManualPromoCode', promoCode: event.target.value })}
          />
        </label>
        {state.promoCodes.length > 0 && (
          <label className={styles.field}>
            {t('coupon.promo.choose')}
            <select
              className={styles.select}
              value={state.promoCode ?? ''}
              onChange={(event) => store.dispatch({ type: 'choosePromoCode', promoCode: event.target.value || null })}
            >
              <option value="">{t('coupon.promo.none')}</option>
              {state.promoCodes.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
    </details>
  );
}
