import { selectBonusBet, selectPayableWin, selectPrepaidAmount, selectQuote } from '@betfront/coupon';
import type { CouponState } from '@betfront/coupon';
import type { Translate } from '@betfront/remote-kit';
import type { CouponStore } from '../engine/coupon-store';
import styles from './coupon.module.css';
import { moneyText } from './money-text';
import { coefText } from './coef-text';

interface CouponTotalsProps {
  state: CouponState;
  store: CouponStore;
  t: Translate;
}

/** The coupon's coef, stake, possible win (and a system's minimum), and the bonus bet an express carries. */
export function CouponTotals({ state, store, t }: CouponTotalsProps) {
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
        <div className={styles.bet}>
          <span className={styles.betName}>{t('coupon.bonus_bet.name')}</span>
          <span className={styles.coef}>{bonusBet.coef}</span>
          <button
            type="button"
            className={styles.remove}
            aria-label={t('coupon.bonus_bet.remove')}
            onClick={() => store.dispatch({ type: 'removeBonusBet' })}
          >
            ×
          </button>
        </div>
      )}
      <dl className={styles.totals}>
        <dt>{t('coupon.total.coef')}</dt>
        <dd>{coefText(quote.coef)}</dd>
        {quote.betsCount > 1 && (
          <>
            <dt>{t('coupon.total.bets_count')}</dt>
            <dd>{quote.betsCount}</dd>
          </>
        )}
        <dt>{t('coupon.total.stake')}</dt>
        <dd>{moneyText(quote.totalStake, state.currencyIso)}</dd>
        {state.settings.isPossibleWinShown && (
          <>
            <dt>{t('coupon.total.possible_win')}</dt>
            <dd>{moneyText(payable.possibleWin, state.currencyIso)}</dd>
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
