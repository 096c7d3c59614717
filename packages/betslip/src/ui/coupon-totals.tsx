import {
  coefInView,
  selectBonusBet,
  selectCoefByView,
  selectPayableWin,
  selectPrepaidAmount,
  selectQuote,
} from '@betfront/coupon';
import type { CouponState } from '@betfront/coupon';
import type { Translate } from '@betfront/remote-kit';
import type { CouponStore } from '../engine/coupon-store';
import styles from './coupon.module.css';
import { isMoreMoney } from './money-compare';
import { moneyText } from './money-text';

interface CouponTotalsProps {
  state: CouponState;
  store: CouponStore;
  t: Translate;
  /** The odds format the coefs are shown in. */
  coefViewId: number;
}

/**
 * The coupon's total odds (with the badge of the bonus an express carries), its whole stake where the type
 * multiplies the amount, what it returns (and a system's minimum), and the free bets it may be staked from.
 */
export function CouponTotals({ state, store, t, coefViewId }: CouponTotalsProps) {
  const outcome = selectQuote(state);
  const bonusBet = selectBonusBet(state);
  const payable = selectPayableWin(state);
  const prepaidAmount = selectPrepaidAmount(state);
  if (!outcome.ok || payable === null) return null;
  const { quote } = outcome;
  const available = Number(state.availablePrepaidAmount ?? 0);
  return (
    <>
      {bonusBet !== null && (
        <p className={styles.bonusRow}>
          <span className={styles.badge}>{t('coupon.bonus_bet.badge', { coef: coefInView(bonusBet.coef, 0) })}</span>
        </p>
      )}
      <dl className={styles.totals}>
        <dt>{t('coupon.total.coef')}</dt>
        <dd>{selectCoefByView(state, coefViewId)}</dd>
        {quote.betsCount > 1 && (
          <>
            <dt>{t('coupon.total.bets_count')}</dt>
            <dd>{quote.betsCount}</dd>
          </>
        )}
        {isMoreMoney(quote.totalStake, state.amount) && (
          <>
            <dt>{t('coupon.total.stake')}</dt>
            <dd>{moneyText(quote.totalStake, state.currencyIso)}</dd>
          </>
        )}
        {prepaidAmount !== null && (
          <>
            <dt>{t('coupon.prepaid.staked')}</dt>
            <dd>{moneyText(prepaidAmount, state.currencyIso)}</dd>
          </>
        )}
        {state.settings.isPossibleWinShown && quote.minPossibleWin !== undefined && (
          <>
            <dt>{t('coupon.total.min_possible_win')}</dt>
            <dd>{moneyText(quote.minPossibleWin, state.currencyIso)}</dd>
          </>
        )}
        {state.settings.isPossibleWinShown && (
          <>
            <dt className={styles.toReturn}>{t('coupon.total.to_return')}</dt>
            <dd className={styles.toReturn}>{moneyText(payable.possibleWin, state.currencyIso)}</dd>
          </>
        )}
      </dl>
      {payable.isCapped && state.maxPayout !== null && (
        <p className={styles.note}>
          {t('coupon.max_payout.capped', { amount: moneyText(state.maxPayout, state.currencyIso) })}
        </p>
      )}
      {available > 0 && (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={state.isPrepaidStake}
            onChange={(event) => store.dispatch({ type: 'setPrepaidStake', enabled: event.target.checked })}
          />
          {t('coupon.prepaid.use', { amount: moneyText(state.availablePrepaidAmount ?? '0', state.currencyIso) })}
        </label>
      )}
    </>
  );
}
