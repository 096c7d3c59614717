import { selectCanPlace } from '@betfront/coupon';
import type { Translate } from '@betfront/remote-kit';
import { canStakeFrom } from '../engine/account-to-stake';
import type { BetslipEngine } from '../engine/start-engine';
import styles from './coupon.module.css';
import { openLoginModal } from './open-login';
import { useCouponState, useObservable } from './use-observable';

/**
 * Places the coupon; a visitor gets the login modal instead. Disabled while a placement is under way and while the
 * coupon is staked from a frozen account, which the account picker explains.
 */
export function PlaceButton({ engine, t }: { engine: BetslipEngine; t: Translate }) {
  const state = useCouponState(engine.store);
  const status = useObservable(engine.placement.status);
  const accounts = useObservable(engine.accounts);
  const account = accounts?.all_accounts.find((item) => String(item.id) === state.accountId);
  const isPlacing = status.kind === 'placing';
  const isFrozen = account !== undefined && !canStakeFrom(account);
  const isDisabled = engine.isLoggedIn && (isPlacing || isFrozen || !selectCanPlace(state));
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
