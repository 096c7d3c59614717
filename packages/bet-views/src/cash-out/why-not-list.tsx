import type { PlacedCoupon } from '@betfront/contract/bets';
import type { CashOutOffer } from '@betfront/contract/cash-out';
import type { Translate } from '@betfront/remote-kit';
import { pickLabel, sidesLabel } from '../bet-texts';
import styles from './cash-out.module.css';

/** Why the coupon cannot be sold now: the coupon's own reasons, then each bet that stops it and why. */
export function WhyNotList({ coupon, offer, t }: { coupon: PlacedCoupon; offer: CashOutOffer; t: Translate }) {
  const legs = offer.legs.flatMap((leg) => {
    const bet = coupon.bets.find((candidate) => candidate.selectionId === leg.selectionId);
    return bet && leg.reasons.length > 0 ? [{ bet, reasons: leg.reasons }] : [];
  });
  return (
    <div className={styles.whyNot} data-testid="cash-out-why-not">
      <p className={styles.note}>{t('cashout.unavailable')}</p>
      <ul className={styles.reasons}>
        {offer.reasons
          .filter((reason) => reason !== 'nothing_to_sell' || legs.length === 0)
          .map((reason) => (
            <li key={reason}>{t(`cashout.reason.${reason}`)}</li>
          ))}
        {legs.map(({ bet, reasons }) => (
          <li key={bet.selectionId}>
            <span className={styles.legName}>{`${sidesLabel(bet)}, ${pickLabel(t, bet)}`}</span>
            {': '}
            {reasons.map((reason) => t(`cashout.leg_reason.${reason}`)).join(', ')}
          </li>
        ))}
      </ul>
    </div>
  );
}
