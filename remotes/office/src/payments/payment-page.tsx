import { useForm } from '@betfront/account-ui/forms';
import { isApiError } from '@betfront/api-client';
import type { PaymentDirection, PaymentRequestBody } from '@betfront/contract/payments';
import { paymentRequestBodySchema } from '@betfront/contract/payments';
import type { Translate } from '@betfront/remote-kit';
import { EmptyState } from '@betfront/ui';
import type { ReactNode } from 'react';
import { useCallback } from 'react';
import { RequestPending } from '../shared/request-notices';
import sharedStyles from '../shared/shared.module.css';
import { useRequest } from '../shared/use-request';
import type { PaymentFormValues } from './payment-form';
import { PaymentForm } from './payment-form';
import { paymentErrorMessage } from './payment-texts';
import { loadPaymentMethods } from './payments-api';

interface PaymentPageProps {
  direction: PaymentDirection;
  lng: string;
  t: Translate;
  /** Sends the request; answers where the browser goes next. */
  send(body: PaymentRequestBody): Promise<string>;
  children?: ReactNode;
}

/**
 * A deposit or withdrawal page: the methods of the account's currency, the form, and the platform's refusal in
 * the player's language; the operator's identification rule sends the player to identification.
 */
export function PaymentPage({ direction, lng, t, send, children }: PaymentPageProps) {
  const methods = useRequest(
    ['payments', 'methods', direction],
    useCallback((signal: AbortSignal) => loadPaymentMethods(direction, signal), [direction]),
  );
  const form = useForm(
    paymentErrorMessage,
    t,
    useCallback(
      (error: unknown) => {
        if (isApiError(error) && error.code === 'identification_required') {
          window.location.assign(`/${lng}/office/identification`);
        }
      },
      [lng],
    ),
  );

  async function submit(values: PaymentFormValues) {
    const next = await form.submit({ schema: paymentRequestBodySchema, body: { ...values, language: lng } }, send);
    if (next) window.location.assign(next);
  }

  // No withdrawal method: under the operator's usual rule, the player has not deposited yet.
  const emptyStem = direction === 'withdrawal' ? 'payments.withdrawal.no_methods' : 'payments.methods.empty';
  const answer = methods.value;
  if (answer === null) return <RequestPending request={methods} t={t} />;
  return (
    <div className={sharedStyles.page}>
      {answer.methods.length === 0 ? (
        <EmptyState
          title={t(`${emptyStem}.title`)}
          text={t(`${emptyStem}.text`)}
          links={
            direction === 'withdrawal' ? [{ href: `/${lng}/office/recharge`, label: t('payments.link.recharge') }] : []
          }
        />
      ) : (
        <PaymentForm
          direction={direction}
          answer={answer}
          form={form}
          t={t}
          onSubmit={(values) => void submit(values)}
        />
      )}
      {children}
    </div>
  );
}
