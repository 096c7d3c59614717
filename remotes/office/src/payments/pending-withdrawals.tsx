import { formatMoney } from '@betfront/account-ui/wallet';
import { formatDateTime } from '@betfront/ui';
import type { Translate } from '@betfront/remote-kit';
import { useCallback, useState } from 'react';
import { useRequest } from '../shared/use-request';
import { paymentErrorText } from './payment-texts';
import { cancelWithdrawal, loadPayments } from './payments-api';
import movementStyles from '../movements/movements.module.css';
import styles from './payments.module.css';

const PENDING = { direction: 'withdrawal', status: 'pending', page: 1, limit: 20 } as const;

/** The player's withdrawals still waiting for a decision, each with its cancel button. */
export function PendingWithdrawals({ lng, t }: { lng: string; t: Translate }) {
  const [version, setVersion] = useState(0);
  const [notice, setNotice] = useState<{ text: string; isError: boolean } | null>(null);
  const pending = useRequest(
    ['payments', 'pending', version],
    useCallback((signal: AbortSignal) => loadPayments(PENDING, signal), []),
  );

  async function cancel(id: string) {
    try {
      await cancelWithdrawal(id);
      setNotice({ text: t('payments.withdrawal.cancelled'), isError: false });
    } catch (error) {
      setNotice({ text: paymentErrorText(error, t), isError: true });
    }
    setVersion((count) => count + 1);
  }

  const payments = pending.value?.payments ?? [];
  if (payments.length === 0 && !notice) return null;
  return (
    <section className={styles.pending} aria-label={t('payments.withdrawal.pending_title')}>
      <h2>{t('payments.withdrawal.pending_title')}</h2>
      {notice && (
        <p role={notice.isError ? 'alert' : 'status'} className={notice.isError ? styles.issue : undefined}>
          {notice.text}
        </p>
      )}
      <ul className={movementStyles.list}>
        {payments.map((payment) => (
          <li key={payment.id} className={styles.row}>
            <span className={styles.what}>
              {t(`payments.method.kind.${payment.methodKind ?? 'card'}`)}
              <span className={styles.muted}>{t('payments.number', { id: payment.id })}</span>
            </span>
            <span className={styles.amount}>{formatMoney(payment.amount, payment.currencyIso)}</span>
            <time className={styles.muted} dateTime={payment.createdAt}>
              {formatDateTime(payment.createdAt, lng)}
            </time>
            <button type="button" className={styles.secondary} onClick={() => void cancel(payment.id)}>
              {t('payments.withdrawal.cancel')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
