import type { PaymentLimits, PaymentMethod } from '@betfront/contract/content';
import type { Translate } from '@betfront/remote-kit';
import { storedTextStyles as styles } from '@betfront/ui';
import { formatAmount } from './format-amount';

function LimitsCells({ limits, currency, t }: { limits: PaymentLimits | null; currency: string; t: Translate }) {
  if (!limits) return <td colSpan={3}>{t('info.payment.unavailable')}</td>;
  return (
    <>
      <td>
        {t('info.payment.range', { min: formatAmount(limits.min, currency), max: formatAmount(limits.max, currency) })}
      </td>
      <td>{limits.feePercent === '0' ? t('info.payment.no_fee') : `${limits.feePercent}%`}</td>
      <td>{limits.processingTime}</td>
    </>
  );
}

interface PaymentMethodsTableProps {
  methods: readonly PaymentMethod[];
  direction: 'deposit' | 'withdrawal';
  t: Translate;
}

export function PaymentMethodsTable({ methods, direction, t }: PaymentMethodsTableProps) {
  const captionId = `payment-${direction}`;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-labelledby={captionId}>
        <caption id={captionId}>{t(`info.payment.${direction}_title`)}</caption>
        <thead>
          <tr>
            <th scope="col">{t('info.payment.method')}</th>
            <th scope="col">{t('info.payment.limits')}</th>
            <th scope="col">{t('info.payment.fee')}</th>
            <th scope="col">{t('info.payment.time')}</th>
          </tr>
        </thead>
        <tbody>
          {methods.map((method) => (
            <tr key={method.id}>
              <th scope="row">{method.name}</th>
              <LimitsCells limits={method[direction]} currency={method.currency} t={t} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
