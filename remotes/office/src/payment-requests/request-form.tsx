import { FieldFrame, TextAreaField, useForm } from '@betfront/account-ui/forms';
import { formatMoney } from '@betfront/account-ui/wallet';
import type { PaymentRequestTopic } from '@betfront/contract/payment-requests';
import { newPaymentRequestSchema } from '@betfront/contract/payment-requests';
import type { Payment } from '@betfront/contract/payments';
import type { Translate } from '@betfront/remote-kit';
import { HydratedForm } from '@betfront/ui';
import { useMemo, useState } from 'react';
import { paymentErrorMessage } from '../payments/payment-texts';
import sharedStyles from '../shared/shared.module.css';
import styles from './requests.module.css';
import { sendRequest } from './requests-api';

interface RequestFormProps {
  lng: string;
  topic: PaymentRequestTopic;
  /** The sub-topic chosen on the way here; the form asks for it when missing. */
  subTopicId?: number;
  /** The payments the player may attach (of the topic's direction); one chosen on the way here is fixed. */
  payments: readonly Payment[];
  fixedPaymentId?: string;
  t: Translate;
}

export const paymentLabel = (payment: Payment, t: Translate) =>
  `${t('payments.number', { id: payment.id })} · ${formatMoney(payment.amount, payment.currencyIso)} · ${t(`payments.status.${payment.status}`)}`;

/** The request's message, with the sub-topic and the payment it is about when they are not chosen yet. */
export function RequestForm({ lng, topic, subTopicId, payments, fixedPaymentId, t }: RequestFormProps) {
  const [subTopic, setSubTopic] = useState(String(subTopicId ?? topic.subTopics[0]?.id ?? ''));
  const [paymentId, setPaymentId] = useState(fixedPaymentId ?? '');
  const [message, setMessage] = useState('');
  const form = useForm(paymentErrorMessage, t);
  const requestId = useMemo(() => crypto.randomUUID(), []);
  const subTopicLabel = t('payments.requests.form.subtopic');
  const paymentLabelText = t('payments.requests.form.payment');
  const messageLabel = t('payments.requests.form.message');

  async function submit() {
    const body = {
      topicId: topic.id,
      subTopicId: Number(subTopic),
      ...(paymentId ? { paymentId } : {}),
      message: message.trim(),
      requestId,
    };
    const sent = await form.submit({ schema: newPaymentRequestSchema, body }, (checked) => sendRequest(lng, checked));
    if (sent) window.location.assign(`/${lng}/office/payment/requests`);
  }

  return (
    <HydratedForm
      className={styles.form}
      aria-label={t('payments.requests.form.label')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!form.pending) void submit();
      }}
    >
      {subTopicId === undefined && (
        <FieldFrame label={subTopicLabel} error={form.fieldError('subTopicId', subTopicLabel)}>
          {(control) => (
            <select {...control} value={subTopic} onChange={(event) => setSubTopic(event.target.value)}>
              {topic.subTopics.map((sub) => (
                <option key={sub.id} value={sub.id}>
                  {sub.name}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
      )}
      {topic.direction && fixedPaymentId === undefined && (
        <FieldFrame label={paymentLabelText} error={form.fieldError('paymentId', paymentLabelText)}>
          {(control) => (
            <select {...control} value={paymentId} onChange={(event) => setPaymentId(event.target.value)}>
              <option value="">{t('payments.requests.form.no_payment')}</option>
              {payments.map((payment) => (
                <option key={payment.id} value={payment.id}>
                  {paymentLabel(payment, t)}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
      )}
      <TextAreaField
        label={messageLabel}
        rows={5}
        maxLength={2000}
        value={message}
        onChange={setMessage}
        error={form.fieldError('message', messageLabel)}
      />
      {form.errorKey && (
        <p role="alert" className={styles.issue}>
          {t(form.errorKey, form.errorVars)}
        </p>
      )}
      <button type="submit" className={sharedStyles.button} disabled={form.pending}>
        {t('payments.requests.form.submit')}
      </button>
    </HydratedForm>
  );
}
