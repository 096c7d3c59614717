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
import { maxStake } from './max-stake';
import { PlaceButton } from './place-button';
import { PromoCode } from './promo-code';
import { StakeLimitsHint } from './stake-limits-hint';
import { StakeMessages } from './stake-messages';
import { TypePicker } from './type-picker';
import { useCouponState, useObservable } from './use-observable';

/**
 * The coupon with bets: type, selections, what stops them, the folded account and promo code; then, kept in view
 * at the coupon's foot however many selections it holds, the stake, totals, what stops the stake and the place
 * button.
 */
export function CouponForm({ engine, t }: { engine: BetslipEngine; t: Translate }) {
  const state = useCouponState(engine.store);
  const accounts = useObservable(engine.accounts);
  const status = useObservable(engine.placement.status);
  const store = engine.store;
  const selected = stakedAccount(accounts, state.accountId);
  const balance = selected?.money ?? null;
  const coefViewId = engine.coefViewId();
  return (
    <>
      <TypePicker state={state} store={store} t={t} />
      <ul className={styles.bets} aria-label={t('coupon.bets.label')}>
        {state.bets.map((bet) => (
          <BetRow key={bet.id} bet={bet} state={state} store={store} t={t} coefViewId={coefViewId} />
        ))}
      </ul>
      <CouponMessages state={state} store={store} t={t} />
      {accounts !== null && <AccountPicker engine={engine} state={state} accounts={accounts} t={t} />}
      <PromoCode state={state} store={store} t={t} />
      <button type="button" className={styles.textButton} onClick={() => store.dispatch({ type: 'clear' })}>
        {t('coupon.clear')}
      </button>
      <div className={styles.slipFoot}>
        <AmountSection state={state} store={store} t={t} max={maxStake(state, balance)} />
        <StakeLimitsHint state={state} t={t} />
        <CouponTotals state={state} store={store} t={t} coefViewId={coefViewId} />
        <ExpressBoostBadge state={state} lng={engine.lng} t={t} />
        <StakeMessages state={state} store={store} t={t} lng={engine.lng} balance={balance} />
        {status.kind === 'failed' && (
          <p role="alert" className={styles.message}>
            {failureText(t, status, state.currencyIso)}
          </p>
        )}
        <PlaceButton engine={engine} t={t} isAccountFrozen={selected !== undefined && !canStakeFrom(selected)} />
      </div>
    </>
  );
}
