import {
  COUPON_TYPE,
  betLockReason,
  selectAmountError,
  selectHasUnconfirmedCoefChanges,
  selectIsVipBet,
  selectQuote,
} from '@betfront/coupon';
import type { CouponState } from '@betfront/coupon';
import type { Translate } from '@betfront/remote-kit';
import type { CouponStore } from '../engine/coupon-store';
import styles from './coupon.module.css';
import { isMoreMoney } from './money-compare';
import { moneyText } from './money-text';

interface CouponMessagesProps {
  state: CouponState;
  store: CouponStore;
  t: Translate;
  /** The selected account's balance, when known. */
  balance: string | null;
}

/** Why the coupon cannot be placed as it is, and the way out where there is one. */
export function CouponMessages({ state, store, t, balance }: CouponMessagesProps) {
  const amountError = selectAmountError(state);
  const lockReasons = state.bets.map(betLockReason);
  const blockedCount = lockReasons.filter((reason) => reason === 'blocked').length;
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
        <p role="alert" className={styles.message}>
          {t('coupon.message.not_enough_money')}
        </p>
      )}
    </>
  );
}
