import type { PlacedCoupon } from '@betfront/contract/bets';
import type { Translate } from '@betfront/remote-kit';
import { useEffect, useRef } from 'react';
import type { BetslipEngine } from '../engine/start-engine';
import { coefText } from './coef-text';
import styles from './coupon.module.css';
import { moneyText } from './money-text';
import { selectionLabel } from './selection-label';

/** The facts of one coupon placed: its number, stake, total odds (with an express's bonus bet) and possible win. */
function CouponFacts({ coupon, t }: { coupon: PlacedCoupon; t: Translate }) {
  return (
    <dl className={styles.totals}>
      <dt>{t('coupon.success.number')}</dt>
      <dd>{coupon.id}</dd>
      <dt>{t('coupon.total.stake')}</dt>
      <dd>{moneyText(coupon.totalStake, coupon.currencyIso)}</dd>
      <dt>{t('coupon.total.coef')}</dt>
      <dd>{coefText(coupon.coef)}</dd>
      {coupon.bonusBetCoef !== null && (
        <>
          <dt>{t('coupon.bonus_bet.name')}</dt>
          <dd>{t('coupon.success.bonus_bet_coef', { coef: coefText(coupon.bonusBetCoef) })}</dd>
        </>
      )}
      <dt>{t('coupon.total.possible_win')}</dt>
      <dd>{moneyText(coupon.possibleWin, coupon.currencyIso)}</dd>
    </dl>
  );
}

/**
 * The coupons just placed — one, or one per bet for a multi (site §3 `singlesResultCoupons`), each named by its
 * selection; keep the bets for another coupon or clear them.
 */
export function SuccessView({
  engine,
  coupons,
  t,
}: {
  engine: BetslipEngine;
  coupons: readonly PlacedCoupon[];
  t: Translate;
}) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The place button that had the focus is gone: the focus goes on from the news, not from the page's top.
    if (document.activeElement === null || document.activeElement === document.body) title.current?.focus();
  }, []);
  const [only] = coupons;
  return (
    <div role="status" className={styles.success}>
      <h3 ref={title} tabIndex={-1}>
        {coupons.length > 1 ? t('coupon.success.title_many', { count: coupons.length }) : t('coupon.success.title')}
      </h3>
      {coupons.length > 1 ? (
        <ol className={`${styles.bets} ${styles.successList}`}>
          {coupons.map((coupon) => {
            const bet = coupon.bets[0];
            return (
              <li key={coupon.id}>
                {bet && (
                  <p className={styles.successBet}>
                    {[bet.home, bet.away].filter(Boolean).join(' — ')}: {selectionLabel(bet.selectionId, t)}
                  </p>
                )}
                <CouponFacts coupon={coupon} t={t} />
              </li>
            );
          })}
        </ol>
      ) : (
        only && <CouponFacts coupon={only} t={t} />
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={() => engine.placement.reset()}>
          {t('coupon.success.keep')}
        </button>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => {
            engine.store.dispatch({ type: 'clear' });
            engine.placement.reset();
          }}
        >
          {t('coupon.success.clear')}
        </button>
        <a href={`/${engine.lng}/user/opened-bets`}>{t('coupon.success.opened_bets')}</a>
      </div>
    </div>
  );
}
