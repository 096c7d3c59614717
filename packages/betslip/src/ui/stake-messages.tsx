import { selectAmountError, selectHasUnconfirmedCoefChanges, selectIsVipBet, selectQuote } from '@betfront/coupon';
import type { CouponState } from '@betfront/coupon';
import type { Translate } from '@betfront/remote-kit';
import type { CouponStore } from '../engine/coupon-store';
import styles from './coupon.module.css';
import { isMoreMoney } from './money-compare';
import { moneyText } from './money-text';

interface StakeMessagesProps {
  state: CouponState;
  store: CouponStore;
  t: Translate;
  lng: string;
  /** The selected account's balance, when known. */
  balance: string | null;
}

/** What stops the stake as it is — limits, moved odds, too little money — beside the place button, with the way out. */
export function StakeMessages({ state, store, t, lng, balance }: StakeMessagesProps) {
  const amountError = selectAmountError(state);
  const outcome = selectQuote(state);
  const isShortOfMoney = balance !== null && outcome.ok && isMoreMoney(outcome.quote.totalStake, balance);
  return (
    <>
      {amountError === 'BELOW_MIN' && state.minBetAmount !== null && (
        <p role="alert" className={styles.message}>
          {t('coupon.message.below_min', { amount: moneyText(state.minBetAmount, state.currencyIso) })}
        </p>
      )}
      {amountError === 'ABOVE_MAX' && state.maxBetAmount !== null && (
        <p role={selectIsVipBet(state) ? 'status' : 'alert'} className={styles.message}>
          {t(selectIsVipBet(state) ? 'coupon.message.above_max_vip' : 'coupon.message.above_max', {
            amount: moneyText(state.maxBetAmount, state.currencyIso),
          })}
        </p>
      )}
      {selectHasUnconfirmedCoefChanges(state) && (
        <div role="alert" className={styles.warning}>
          <p>{t('coupon.message.odds_changed')}</p>
          <button
            type="button"
            className={styles.secondary}
            onClick={() => store.dispatch({ type: 'acceptCoefChanges' })}
          >
            {t('coupon.message.accept_changes')}
          </button>
        </div>
      )}
      {isShortOfMoney && (
        <div role="alert" className={styles.warning}>
          <p>{t('coupon.message.not_enough_money')}</p>
          <a className={styles.secondary} href={`/${lng}/office/recharge`}>
            {t('coupon.message.deposit')}
          </a>
        </div>
      )}
    </>
  );
}
