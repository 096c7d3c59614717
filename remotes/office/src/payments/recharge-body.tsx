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
import { createDeposit, loadPaymentMethods } from './payments-api';

/** The player is sent to identification when the operator asks for it before money moves. */
export const identificationPath = (lng: string) => `/${lng}/office/identification`;

/** Deposit: a method and an amount, then the provider's page; the platform checks both and the player's limits. */
export function RechargeBody({ ctx, t }: RemoteAppProps<OfficeData>) {
  const { lng } = ctx;
  const methods = useRequest(
    useCallback((signal: AbortSignal) => loadPaymentMethods('deposit', signal), []),
    'deposit',
  );
  const [isBusy, setIsBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function deposit(values: PaymentFormValues) {
    setIsBusy(true);
    setRefusal(null);
    try {
      const answer = await createDeposit({ ...values, language: lng });
      window.location.assign(answer.redirectUrl);
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
        <PaymentForm direction="deposit" answer={answer} isBusy={isBusy} refusal={refusal} t={t} onSubmit={deposit} />
      )}
    </div>
  );
}
