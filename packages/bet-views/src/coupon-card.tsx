import { useId, type ReactNode } from 'react';
import { COUPON_SOLD_STATUS } from '@betfront/contract/bets';
import type { PlacedBet, PlacedCoupon } from '@betfront/contract/bets';
import type { Translate } from '@betfront/remote-kit';
import { BetItem } from './bet-item';
import { BonusLegItem } from './bonus-leg-item';
import { coefText, coefViewName } from './coef-text';
import { formatDateTime } from '@betfront/ui';
import { formatMoney } from './bet-format';
import { placedLiveState } from './bet-live-state';
import type { BetLiveState } from './bet-live-state';
import { betStatusLabel, betStatusTone, couponTypeLabel } from './bet-texts';
import styles from './coupon-card.module.css';

export interface CouponCardProps {
  coupon: PlacedCoupon;
  lng: string;
  /** Reads the texts of the `bets` dictionary. */
  t: Translate;
  /** The coupon's powerbet page, when the card links to it. */
  detailsHref?: string;
  /** A selection's live badge and score; as placed unless the page watches the games. */
  liveStateOf?: (bet: PlacedBet) => BetLiveState;
  /** Shown under the selections: the coupon's sale back (cash out). */
  footer?: ReactNode;
}

type Fact = readonly [term: string, value: string];

function factsOf(coupon: PlacedCoupon, lng: string, t: Translate): Fact[] {
  const money = (amount: string) => formatMoney(amount, coupon.currencyIso);
  const optional = (term: string, value: string | null): Fact[] => (value === null ? [] : [[term, value]]);
  return [
    [t('bets.coupon.type'), couponTypeLabel(t, coupon)],
    [t('bets.coupon.placed'), formatDateTime(coupon.placedAt, lng)],
    [t('bets.coupon.stake'), money(coupon.amount)],
    ...optional(t('bets.coupon.total_stake'), coupon.totalStake === coupon.amount ? null : money(coupon.totalStake)),
    [t('bets.coupon.coef'), coefText(t, coupon.coef, coupon.coefViewId)],
    ...optional(t('bets.coupon.coef_view'), coefViewName(t, coupon.coefViewId)),
    [t('bets.coupon.possible_win'), money(coupon.possibleWin)],
    ...optional(t('bets.coupon.min_possible_win'), coupon.minPossibleWin && money(coupon.minPossibleWin)),
    // A coupon sold back in full was paid by its sales (its cash-out panel lists them), not by settlement.
    ...optional(
      t('bets.coupon.payout'),
      coupon.statusId === COUPON_SOLD_STATUS ? null : coupon.payout && money(coupon.payout),
    ),
    ...optional(t('bets.coupon.settled'), coupon.settledAt && formatDateTime(coupon.settledAt, lng)),
    ...optional(t('bets.coupon.promo_code'), coupon.promoCode),
  ];
}

/** A placed coupon: its status, facts (type, stake, coefficient, wins, payout), selections and bonus bet. */
export function CouponCard({ coupon, lng, t, detailsHref, liveStateOf = placedLiveState, footer }: CouponCardProps) {
  const headingId = useId();
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {t('bets.coupon.heading', { id: coupon.id })}
        </h2>
        <span className={`${styles.status} ${styles[betStatusTone(coupon.statusId)]}`}>
          {betStatusLabel(t, coupon.statusId)}
        </span>
      </header>
      <dl className={styles.facts} aria-label={t('bets.coupon.facts', { id: coupon.id })}>
        {factsOf(coupon, lng, t).map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <ul className={styles.bets} aria-label={t('bets.coupon.selections', { id: coupon.id })}>
        {coupon.bets.map((bet) => (
          <BetItem
            key={bet.selectionId}
            bet={bet}
            coefViewId={coupon.coefViewId}
            live={liveStateOf(bet)}
            lng={lng}
            t={t}
          />
        ))}
        {coupon.bonusBetCoef !== null && (
          <BonusLegItem coef={coupon.bonusBetCoef} coefViewId={coupon.coefViewId} t={t} />
        )}
      </ul>
      {footer}
      {detailsHref && (
        <a className={styles.details} href={detailsHref}>
          {t('bets.coupon.powerbet', { id: coupon.id })}
        </a>
      )}
    </article>
  );
}
