import { formatMoney } from '@betfront/account-ui/wallet';
import { formatDateTime } from '@betfront/ui';
import type { Payment } from '@betfront/contract/payments';
import type { RemoteAppProps } from '@betfront/remote-kit';
import { EmptyState } from '@betfront/ui';
import { useEffect } from 'react';
import type { OfficeData } from '../office-data';
import { RequestLoading } from '../shared/request-notices';
import { isSettled, resultPathOf } from './result-page';
import { usePaymentState } from './use-payment-state';
import walletStyles from '../wallet/wallet-forms.module.css';
import styles from './payments.module.css';

const PAYMENT_ID = /^\d{1,18}$/;

function PaymentFacts({ payment, lng, t }: { payment: Payment; lng: string; t: RemoteAppProps<OfficeData>['t'] }) {
  const money = (amount: string) => formatMoney(amount, payment.currencyIso);
  return (
    <dl className={walletStyles.facts}>
      <dt>{t('payments.facts.number')}</dt>
      <dd>{payment.id}</dd>
      <dt>{t('payments.facts.method')}</dt>
      <dd>{t(`payments.method.kind.${payment.methodKind ?? 'card'}`)}</dd>
      <dt>{t('payments.facts.amount')}</dt>
      <dd>{money(payment.amount)}</dd>
      <dt>{t('payments.facts.fee')}</dt>
      <dd>{money(payment.fee)}</dd>
      <dt>{t('payments.facts.status')}</dt>
      <dd data-status={payment.status}>{t(`payments.status.${payment.status}`)}</dd>
      <dt>{t('payments.facts.time')}</dt>
      <dd>{formatDateTime(payment.updatedAt, lng)}</dd>
    </dl>
  );
}

/**
 * A return page from the provider: it reads the payment's real state by its id (never the address it came
 * back on), moves to the page of that state, and asks again while the payment is not final.
 */
export function PaymentResultBody({ ctx, t }: RemoteAppProps<OfficeData>) {
  const { lng } = ctx;
  const rawId = ctx.route.query.paymentId ?? '';
  const id = PAYMENT_ID.test(rawId) ? rawId : null;
  const { payment, isMissing } = usePaymentState(id);

  const currentPath = ctx.route.name.replaceAll('.', '/');
  const rightPath = payment ? resultPathOf(payment) : currentPath;
  useEffect(() => {
    if (rightPath !== currentPath) window.location.replace(`/${lng}/${rightPath}?paymentId=${rawId}`);
  }, [rightPath, currentPath, lng, rawId]);

  const again = ctx.route.name.startsWith('onpay.withdraw')
    ? { href: `/${lng}/office/deduce`, label: t('payments.link.deduce') }
    : { href: `/${lng}/office/recharge`, label: t('payments.link.recharge') };
  const links = [again, { href: `/${lng}/office/historypay`, label: t('payments.link.history') }];
  if (isMissing) {
    return (
      <EmptyState title={t('payments.result.missing.title')} text={t('payments.result.missing.text')} links={links} />
    );
  }
  if (!payment || rightPath !== currentPath) return <RequestLoading t={t} />;
  return (
    <section className={styles.result} aria-live="polite">
      <p className={styles.resultText}>
        {t(`payments.result.${payment.direction}.${payment.status}`, {
          amount: formatMoney(payment.netAmount, payment.currencyIso),
        })}
      </p>
      {!isSettled(payment) && <p className={styles.muted}>{t('payments.result.refreshing')}</p>}
      <PaymentFacts payment={payment} lng={lng} t={t} />
      <nav className={styles.next} aria-label={t('payments.result.next')}>
        {links.map((link) => (
          <a key={link.href} href={link.href} className={styles.secondary}>
            {link.label}
          </a>
        ))}
      </nav>
    </section>
  );
}
