import type { Translate } from '@betfront/remote-kit';
import type { BetslipEngine } from '../engine/start-engine';
import { canStakeFrom, stakedAccount } from '../engine/account-to-stake';
import { AccountPicker } from './account-picker';
import { AmountSection } from './amount-section';
import { BetRow } from './bet-row';
import styles from './coupon.module.css';
import { CouponMessages } from './coupon-messages';
import { CouponTotals } from './coupon-totals';
import { ExpressBoostBadge } from './express-boost-badge';
import { failureText } from './failure-text';
import { PlaceButton } from './place-button';
import { PromoCode } from './promo-code';
import { StakeLimitsHint } from './stake-limits-hint';
import { TypePicker } from './type-picker';
import { useCouponState, useObservable } from './use-observable';

/** The coupon with bets: type, selections, stake, totals, what stops it, and the place button. */
export function CouponForm({ engine, t }: { engine: BetslipEngine; t: Translate }) {
  const state = useCouponState(engine.store);
  const accounts = useObservable(engine.accounts);
  const status = useObservable(engine.placement.status);
  const store = engine.store;
  const selected = stakedAccount(accounts, state.accountId);
  return (
    <>
      <TypePicker state={state} store={store} t={t} />
      <ul className={styles.bets} aria-label={t('coupon.bets.label')}>
        {state.bets.map((bet) => (
          <BetRow key={bet.id} bet={bet} state={state} store={store} t={t} />
        ))}
      </ul>
      <AmountSection state={state} store={store} t={t} />
      <StakeLimitsHint state={state} t={t} />
      {accounts !== null && <AccountPicker engine={engine} state={state} accounts={accounts} t={t} />}
      <PromoCode state={state} store={store} t={t} />
      <CouponTotals state={state} store={store} t={t} />
      <ExpressBoostBadge state={state} lng={engine.lng} t={t} />
      <CouponMessages state={state} store={store} t={t} balance={selected?.money ?? null} />
      {status.kind === 'failed' && (
        <p role="alert" className={styles.message}>
          {failureText(t, status, state.currencyIso)}
        </p>
      )}
      <PlaceButton engine={engine} t={t} isAccountFrozen={selected !== undefined && !canStakeFrom(selected)} />
      <button type="button" className={styles.secondary} onClick={() => store.dispatch({ type: 'clear' })}>
        {t('coupon.clear')}
      </button>
    </>
  );
}
