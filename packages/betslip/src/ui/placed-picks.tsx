import { coefInView } from '@betfront/coupon';
import type { PlacedCoupon } from '@betfront/contract/bets';
import type { Translate } from '@betfront/remote-kit';
import styles from './coupon.module.css';
import { pickName } from './pick-name';

/** The selections of a placed coupon, each named by its outcome over its market and game, with its coef. */
export function PlacedPicks({ coupon, t }: { coupon: PlacedCoupon; t: Translate }) {
  return (
    <ul className={styles.bets} aria-label={t('coupon.success.picks', { id: coupon.id })}>
      {coupon.bets.map((bet) => {
        const pick = pickName(bet.selectionId, bet, t);
        return (
          <li key={bet.selectionId} className={styles.placedPick}>
            <span className={styles.betName}>{pick.outcome}</span>
            <span className={styles.coef}>{coefInView(bet.coef, coupon.coefViewId)}</span>
            <span className={styles.betMarket}>{pick.market}</span>
            <span className={styles.betMeta}>
              {bet.home} — {bet.away}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
