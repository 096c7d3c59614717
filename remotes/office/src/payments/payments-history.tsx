import { formatMoney } from '@betfront/account-ui/wallet';
import { formatDateTime } from '@betfront/ui';
import type { Payment, PaymentDirection } from '@betfront/contract/payments';
import type { Translate } from '@betfront/remote-kit';
import { useCallback } from 'react';
import { ListPages } from '../shared/list-pages';
import { RequestPending } from '../shared/request-notices';
import { useRequest } from '../shared/use-request';
import { movementsFilter } from '../movements/movements-filter';
import { loadPayments } from './payments-api';
import movementStyles from '../movements/movements.module.css';
import styles from './payments.module.css';

const PAGE_SIZE = 10;
const DIRECTIONS = ['deposit', 'withdrawal'] as const;

/**
 * The section's own query, `ptype` (deposit or withdrawal) and `ppage`, and the period of the movements' filter
 * (`from`, `to`), which the payments follow too.
 */
function sectionQuery(query: Readonly<Record<string, string>>) {
  const direction = DIRECTIONS.find((candidate) => candidate === query.ptype);
  const page = /^\d{1,5}$/.test(query.ppage ?? '') ? Math.max(1, Number(query.ppage)) : 1;
  const { from, to } = movementsFilter(query);
  return { direction, page, from, to };
}

function hrefWith(
  action: string,
  query: Readonly<Record<string, string>>,
  changes: Record<string, string | undefined>,
) {
  const params = new URLSearchParams({ ...query });
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) params.delete(key);
    else params.set(key, value);
  }
  const search = params.toString();
  return `${action}${search ? `?${search}` : ''}#payments`;
}

function PaymentRow({ payment, lng, t }: { payment: Payment; lng: string; t: Translate }) {
  const sign = payment.direction === 'deposit' ? '+' : '−';
  return (
    <li className={styles.row}>
      <span className={styles.what}>
        {t(`payments.direction.${payment.direction}`)} · {t(`payments.method.kind.${payment.methodKind ?? 'card'}`)}
        <span className={styles.muted}>{t('payments.number', { id: payment.id })}</span>
      </span>
      <span className={styles.amount} data-direction={payment.direction}>
        {sign}
        {formatMoney(payment.amount, payment.currencyIso)}
      </span>
      <time className={styles.muted} dateTime={payment.createdAt}>
        {formatDateTime(payment.createdAt, lng)}
      </time>
      <span className={styles.state}>
        <span data-status={payment.status}>{t(`payments.status.${payment.status}`)}</span>
        {/[1-9]/.test(payment.fee) && (
          <span className={styles.muted}>
            {t('payments.history.fee', { fee: formatMoney(payment.fee, payment.currencyIso) })}
          </span>
        )}
      </span>
    </li>
  );
}

/** The player's deposits and withdrawals with their state, method and fee, by type, a page at a time. */
export function PaymentsHistory({
  action,
  query,
  lng,
  t,
}: {
  action: string;
  query: Readonly<Record<string, string>>;
  lng: string;
  t: Translate;
}) {
  const { direction, page, from, to } = sectionQuery(query);
  const load = useCallback(
    (signal: AbortSignal) => loadPayments({ direction, page, from, to, limit: PAGE_SIZE }, signal),
    [direction, page, from, to],
  );
  const payments = useRequest(['history', 'payments', direction ?? 'all', page, from ?? '', to ?? ''], load);
  const types: { key: PaymentDirection | undefined; label: string }[] = [
    { key: undefined, label: t('payments.history.type_all') },
    { key: 'deposit', label: t('payments.history.type_deposit') },
    { key: 'withdrawal', label: t('payments.history.type_withdrawal') },
  ];
  const answer = payments.value;
  return (
    <section id="payments" className={styles.history} aria-labelledby="payments-history-title">
      <h2 id="payments-history-title">{t('payments.history.title')}</h2>
      <nav className={styles.types} aria-label={t('payments.history.type_label')}>
        {types.map((type) => (
          <a
            key={type.key ?? 'all'}
            href={hrefWith(action, query, { ptype: type.key, ppage: undefined })}
            aria-current={type.key === direction ? 'page' : undefined}
          >
            {type.label}
          </a>
        ))}
      </nav>
      {answer === null ? (
        <RequestPending request={payments} t={t} />
      ) : answer.payments.length === 0 ? (
        <p className={styles.muted}>{t('payments.history.empty')}</p>
      ) : (
        <>
          <ul className={movementStyles.list}>
            {answer.payments.map((payment) => (
              <PaymentRow key={payment.id} payment={payment} lng={lng} t={t} />
            ))}
          </ul>
          <ListPages
            page={page}
            limit={PAGE_SIZE}
            total={answer.total}
            hrefOf={(next) => hrefWith(action, query, { ppage: String(next) })}
            t={t}
          />
        </>
      )}
    </section>
  );
}
