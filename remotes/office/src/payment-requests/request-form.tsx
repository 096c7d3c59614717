import { formatMoney } from '@betfront/account-ui/wallet';
import type { PaymentRequestTopic } from '@betfront/contract/payment-requests';
import type { Payment } from '@betfront/contract/payments';
import type { Translate } from '@betfront/remote-kit';
import { HydratedForm } from '@betfront/ui';
import { useMemo, useState } from 'react';
import { paymentErrorText } from '../payments/payment-texts';
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
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const requestId = useMemo(() => crypto.randomUUID(), []);
  const isShort = message.trim().length < 5;

  async function submit() {
    setIsBusy(true);
    setRefusal(null);
    try {
      await sendRequest(lng, {
        topicId: topic.id,
        subTopicId: Number(subTopic),
        ...(paymentId ? { paymentId } : {}),
        message: message.trim(),
        requestId,
      });
      window.location.assign(`/${lng}/office/payment/requests`);
    } catch (error) {
      setRefusal(paymentErrorText(error, t));
      setIsBusy(false);
    }
  }

  return (
    <HydratedForm
      className={styles.form}
      aria-label={t('payments.requests.form.label')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!isShort) void submit();
      }}
    >
      {subTopicId === undefined && (
        <label className={sharedStyles.field}>
          {t('payments.requests.form.subtopic')}
          <select value={subTopic} onChange={(event) => setSubTopic(event.target.value)}>
            {topic.subTopics.map((sub) => (
              <option key={sub.id} value={sub.id}>
                {sub.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {topic.direction && fixedPaymentId === undefined && (
        <label className={sharedStyles.field}>
          {t('payments.requests.form.payment')}
          <select value={paymentId} onChange={(event) => setPaymentId(event.target.value)}>
            <option value="">{t('payments.requests.form.no_payment')}</option>
            {payments.map((payment) => (
              <option key={payment.id} value={payment.id}>
                {paymentLabel(payment, t)}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className={sharedStyles.field}>
        {t('payments.requests.form.message')}
        <textarea rows={5} maxLength={2000} value={message} onChange={(event) => setMessage(event.target.value)} />
      </label>
      {refusal && (
        <p role="alert" className={styles.issue}>
          {refusal}
        </p>
      )}
      <button type="submit" className={sharedStyles.button} disabled={isBusy || isShort}>
        {t('payments.requests.form.submit')}
      </button>
    </HydratedForm>
  );
}
