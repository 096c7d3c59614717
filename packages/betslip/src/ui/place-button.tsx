import { selectCanPlace } from '@betfront/coupon';
import type { Translate } from '@betfront/remote-kit';
import type { BetslipEngine } from '../engine/start-engine';
import styles from './coupon.module.css';
import { openLoginModal } from './open-login';
import { useCouponState, useObservable } from './use-observable';

/**
 * Places the coupon; a visitor gets the login modal instead. Disabled while a placement is under way and while the
 * coupon is staked from a frozen account, which the account picker explains.
 */
export function PlaceButton({
  engine,
  t,
  isAccountFrozen,
}: {
  engine: BetslipEngine;
  t: Translate;
  isAccountFrozen: boolean;
}) {
  const state = useCouponState(engine.store);
  const status = useObservable(engine.placement.status);
  const isPlacing = status.kind === 'placing';
  const isDisabled = engine.isLoggedIn && (isPlacing || isAccountFrozen || !selectCanPlace(state));
  return (
    <button
      type="button"
      className={styles.primary}
      disabled={isDisabled}
      aria-busy={isPlacing}
      onClick={() => {
        if (!engine.isLoggedIn) openLoginModal(engine.lng);
        else void engine.placement.place(engine.store.getState());
      }}
    >
      {isPlacing ? t('coupon.placing') : t('coupon.place')}
    </button>
  );
}
