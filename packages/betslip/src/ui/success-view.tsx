import { mdiCheckCircle } from '@mdi/js';
import { coefInView } from '@betfront/coupon';
import type { PlacedCoupon } from '@betfront/contract/bets';
import type { Translate } from '@betfront/remote-kit';
import { Icon } from '@betfront/ui';
import { useEffect, useRef } from 'react';
import type { BetslipEngine } from '../engine/start-engine';
import styles from './coupon.module.css';
import { moneyText } from './money-text';
import { PlacedPicks } from './placed-picks';

/**
 * One coupon placed: its selections, number, stake, total odds (with an express's bonus bet) and what it returns.
 */
function CouponFacts({ coupon, t }: { coupon: PlacedCoupon; t: Translate }) {
  return (
    <>
      <PlacedPicks coupon={coupon} t={t} />
      <dl className={styles.totals}>
        <dt>{t('coupon.success.number')}</dt>
        <dd>{coupon.id}</dd>
        <dt>{t('coupon.total.stake')}</dt>
        <dd>{moneyText(coupon.totalStake, coupon.currencyIso)}</dd>
        <dt>{t('coupon.total.coef')}</dt>
        <dd>{coefInView(coupon.coef, coupon.coefViewId)}</dd>
        {coupon.bonusBetCoef !== null && (
          <>
            <dt>{t('coupon.bonus_bet.name')}</dt>
            <dd>{t('coupon.success.bonus_bet_coef', { coef: coefInView(coupon.bonusBetCoef, 0) })}</dd>
          </>
        )}
        <dt>{t('coupon.total.to_return')}</dt>
        <dd>{moneyText(coupon.possibleWin, coupon.currencyIso)}</dd>
      </dl>
    </>
  );
}

/**
 * The coupons just placed, under a tick — one, or one per bet for a multi (site §3 `singlesResultCoupons`), each
 * with its selections; keep the bets for another coupon or clear them.
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
      <h3 ref={title} tabIndex={-1} className={styles.successTitle}>
        <Icon path={mdiCheckCircle} size={28} className={styles.successIcon} />
        {coupons.length > 1 ? t('coupon.success.title_many', { count: coupons.length }) : t('coupon.success.title')}
      </h3>
      {coupons.length > 1 ? (
        <ol className={`${styles.bets} ${styles.successList}`}>
          {coupons.map((coupon) => (
            <li key={coupon.id}>
              <CouponFacts coupon={coupon} t={t} />
            </li>
          ))}
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
        <a className={styles.secondary} href={`/${engine.lng}/user/opened-bets`}>
          {t('coupon.success.opened_bets')}
        </a>
      </div>
    </div>
  );
}
