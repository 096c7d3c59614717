import { isApiError } from '@betfront/api-client';
import type { RemoteAppProps } from '@betfront/remote-kit';
import { EmptyState } from '@betfront/ui';
import { useCallback, useState } from 'react';
import type { OfficeData } from '../office-data';
import { RequestPending } from '../shared/request-notices';
import sharedStyles from '../shared/shared.module.css';
import { useRequest } from '../shared/use-request';
import type { PaymentFormValues } from './payment-form';
import { PaymentForm } from './payment-form';
import { paymentErrorText } from './payment-texts';
import { loadPaymentMethods, requestWithdrawal } from './payments-api';
import { PendingWithdrawals } from './pending-withdrawals';
import { identificationPath } from './recharge-body';

/** Withdrawal: a method and an amount, held at once and paid out once approved; the requests waiting can be cancelled. */
export function DeduceBody({ ctx, t }: RemoteAppProps<OfficeData>) {
  const { lng } = ctx;
  const methods = useRequest(
    useCallback((signal: AbortSignal) => loadPaymentMethods('withdrawal', signal), []),
    'withdrawal',
  );
  const [isBusy, setIsBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function withdraw(values: PaymentFormValues) {
    setIsBusy(true);
    setRefusal(null);
    try {
      const payment = await requestWithdrawal({ ...values, language: lng });
      window.location.assign(`/${lng}/onpay/withdraw/pending?paymentId=${payment.id}`);
    } catch (error) {
      if (isApiError(error) && error.code === 'identification_required') {
        window.location.assign(identificationPath(lng));
        return;
      }
      setRefusal(paymentErrorText(error, t));
      setIsBusy(false);
    }
  }

  const answer = methods.value;
  if (answer === null) return <RequestPending request={methods} t={t} />;
  return (
    <div className={sharedStyles.page}>
      {answer.methods.length === 0 ? (
        <EmptyState title={t('payments.methods.empty.title')} text={t('payments.methods.empty.text')} />
      ) : (
        <PaymentForm
          direction="withdrawal"
          answer={answer}
          isBusy={isBusy}
          refusal={refusal}
          t={t}
          onSubmit={withdraw}
        />
      )}
      <p className={sharedStyles.total}>{t('payments.withdrawal.rule')}</p>
      <PendingWithdrawals lng={lng} t={t} />
    </div>
  );
}
