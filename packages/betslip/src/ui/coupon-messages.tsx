import { COUPON_TYPE, betLockReason } from '@betfront/coupon';
import type { CouponState } from '@betfront/coupon';
import type { Translate } from '@betfront/remote-kit';
import type { CouponStore } from '../engine/coupon-store';
import styles from './coupon.module.css';

interface CouponMessagesProps {
  state: CouponState;
  store: CouponStore;
  t: Translate;
}

/** Why the coupon's selections cannot be placed as they are, and the way out where there is one. */
export function CouponMessages({ state, store, t }: CouponMessagesProps) {
  const lockReasons = state.bets.map(betLockReason);
  const blockedCount = lockReasons.filter((reason) => reason === 'blocked').length;
  return (
    <>
      {blockedCount > 0 && (
        <p role="alert" className={styles.message}>
          {t('coupon.message.locked', { count: blockedCount })}
        </p>
      )}
      {lockReasons.includes('dependent') && (
        <div role="alert" className={styles.warning}>
          <p>{t('coupon.message.dependent')}</p>
          <button
            type="button"
            className={styles.secondary}
            onClick={() => store.dispatch({ type: 'setType', typeId: COUPON_TYPE.multi })}
          >
            {t('coupon.message.make_singles')}
          </button>
        </div>
      )}
    </>
  );
}
