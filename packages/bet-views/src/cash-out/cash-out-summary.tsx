import type { CashOutOffer } from '@betfront/contract/cash-out';
import type { Translate } from '@betfront/remote-kit';
import { formatMoney } from '../bet-format';
import { coefInView } from '@betfront/coupon';
import styles from './cash-out.module.css';
import { SaleValue } from './sale-value';

/**
 * One line for a coupon in a list: its sale value now, the stakes added to it and what was sold of it; nothing
 * before the offer comes.
 */
export function CashOutSummary({ offer, t }: { offer: CashOutOffer | null; t: Translate }) {
  if (offer === null) return null;
  const money = (amount: string) => formatMoney(amount, offer.currencyIso);
  const hasSales = offer.sales.length > 0;
  const hasParts = offer.parts.length > 0;
  if (offer.value === null && !hasSales && !hasParts) return null;
  return (
    <div className={styles.summary} data-testid="cash-out-summary">
      {offer.value !== null && (
        <span>
          {t('cashout.value')}: <SaleValue value={offer.value} currencyIso={offer.currencyIso} />
        </span>
      )}
      {hasParts && (
        <span data-testid="coupon-parts">
          {t('cashout.parts_added', {
            parts: offer.parts
              .map((part) => t('cashout.part_short', { stake: money(part.amount), coef: coefInView(part.coef, 0) }))
              .join(', '),
          })}{' '}
          {t('cashout.parts_possible_win', { amount: money(offer.livePossibleWin) })}
        </span>
      )}
      {hasSales && (
        <span className={styles.sold}>
          {t('cashout.sold_total', { part: money(offer.soldStake), amount: money(offer.cashedOut) })}
        </span>
      )}
    </div>
  );
}
