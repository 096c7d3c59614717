import { coefInView, selectQuote } from '@betfront/coupon';
import type { Translate } from '@betfront/remote-kit';
import { useEffect } from 'react';
import type { BetslipEngine } from '../engine/start-engine';
import styles from './dock.module.css';
import { moneyText } from './money-text';
import { useCouponState } from './use-observable';

export const QUICK_COUPON_VISIBLE_CLASS = 'quick-coupon-visible';

/** The coupon in one line at the bottom of the page: count, total coef and possible win; opens the coupon. */
export function QuickCouponBar({ engine, t, isHidden }: { engine: BetslipEngine; t: Translate; isHidden: boolean }) {
  const state = useCouponState(engine.store);
  const isVisible = state.bets.length > 0 && !isHidden;
  useEffect(() => {
    document.body.classList.toggle(QUICK_COUPON_VISIBLE_CLASS, isVisible);
    return () => document.body.classList.remove(QUICK_COUPON_VISIBLE_CLASS);
  }, [isVisible]);
  if (!isVisible) return null;
  const outcome = selectQuote(state);
  return (
    <button
      type="button"
      className={styles.bar}
      aria-label={t('coupon.quick.open', { count: state.bets.length })}
      onClick={() => engine.isSheetOpen.set(true)}
    >
      <span className={styles.count}>{state.bets.length}</span>
      <span className={styles.figure}>
        {t('coupon.total.coef')}
        <strong>{outcome.ok ? coefInView(outcome.quote.coef, engine.coefViewId()) : '—'}</strong>
      </span>
      <span className={styles.figure}>
        {t('coupon.total.to_return')}
        <strong>{outcome.ok ? moneyText(outcome.quote.possibleWin, state.currencyIso) : '—'}</strong>
      </span>
    </button>
  );
}
