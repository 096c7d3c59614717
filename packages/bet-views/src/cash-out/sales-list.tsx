import type { CashOutOffer } from '@betfront/contract/cash-out';
import type { Translate } from '@betfront/remote-kit';
import { formatDateTime } from '@betfront/ui';
import { formatMoney } from '../bet-format';
import styles from './cash-out.module.css';

/** The parts of the coupon sold back, each with what it paid. */
export function SalesList({ offer, lng, t }: { offer: CashOutOffer; lng: string; t: Translate }) {
  if (offer.sales.length === 0) return null;
  const money = (amount: string) => formatMoney(amount, offer.currencyIso);
  return (
    <section className={styles.sales} aria-label={t('cashout.sales')}>
      <h3 className={styles.subheading}>{t('cashout.sales')}</h3>
      <ul className={styles.reasons} data-testid="cash-out-sales">
        {offer.sales.map((sale) => (
          <li key={sale.id}>
            <span className={styles.sold}>{t(sale.isAutomatic ? 'cashout.sold_automatically' : 'cashout.sold')}</span>{' '}
            {t('cashout.sale_line', {
              part: money(sale.stakePart),
              amount: money(sale.amount),
              time: formatDateTime(sale.soldAt, lng),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
