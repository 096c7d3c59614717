import type { PlacedCoupon } from '@betfront/contract/bets';
import type { CashOutOffer } from '@betfront/contract/cash-out';
import type { Translate } from '@betfront/remote-kit';
import { formatDateTime } from '@betfront/ui';
import { formatMoney } from '../bet-format';
import { coefInView } from '@betfront/coupon';
import styles from './cash-out.module.css';

/**
 * The stakes of a coupon that took more after it was placed (add to bet): each at its own odds with its possible
 * win, and the possible win of them all.
 */
export function PartsList({
  coupon,
  offer,
  lng,
  t,
}: {
  coupon: Pick<PlacedCoupon, 'amount' | 'coef' | 'placedAt'>;
  offer: CashOutOffer;
  lng: string;
  t: Translate;
}) {
  if (offer.parts.length === 0) return null;
  const money = (amount: string) => formatMoney(amount, offer.currencyIso);
  return (
    <section className={styles.sales} aria-label={t('cashout.parts')} data-testid="coupon-parts">
      <h3 className={styles.subheading}>{t('cashout.parts')}</h3>
      <ul className={styles.reasons}>
        <li>
          {t('cashout.part_line', {
            stake: money(coupon.amount),
            coef: coefInView(coupon.coef, 0),
            time: formatDateTime(coupon.placedAt, lng),
          })}
        </li>
        {offer.parts.map((part) => (
          <li key={part.id}>
            {t('cashout.part_line', {
              stake: money(part.amount),
              coef: coefInView(part.coef, 0),
              time: formatDateTime(part.addedAt, lng),
            })}{' '}
            <span className={styles.note}>{t('cashout.part_win', { amount: money(part.possibleWin) })}</span>
          </li>
        ))}
      </ul>
      <p className={styles.total}>{t('cashout.parts_possible_win', { amount: money(offer.livePossibleWin) })}</p>
    </section>
  );
}
