import { TextAreaField, useForm } from '@betfront/account-ui/forms';
import { CARD_CLASS, formatDateTime } from '@betfront/ui';
import type { PaymentRequest } from '@betfront/contract/payment-requests';
import { requestReplySchema } from '@betfront/contract/payment-requests';
import type { RemoteAppProps, Translate } from '@betfront/remote-kit';
import { EmptyState, HydratedForm } from '@betfront/ui';
import { useCallback, useState } from 'react';
import type { OfficeData } from '../office-data';
import { paymentErrorMessage } from '../payments/payment-texts';
import { RequestPending } from '../shared/request-notices';
import sharedStyles from '../shared/shared.module.css';
import { useRequest } from '../shared/use-request';
import { paymentLabel } from './request-form';
import { loadRequests, sendReply } from './requests-api';
import threadStyles from '../shared/thread.module.css';
import styles from './requests.module.css';

function Reply({ lng, request, t, onSent }: { lng: string; request: PaymentRequest; t: Translate; onSent(): void }) {
  const [message, setMessage] = useState('');
  const form = useForm(paymentErrorMessage, t);
  const label = t('payments.requests.reply.message');
  return (
    <HydratedForm
      className={styles.form}
      aria-label={t('payments.requests.reply.label', { id: request.id })}
      onSubmit={(event) => {
        event.preventDefault();
        if (form.pending) return;
        void form
          .submit({ schema: requestReplySchema, body: { message: message.trim() } }, (body) =>
            sendReply(lng, request.id, body),
          )
          .then((sent) => sent && onSent());
      }}
    >
      <TextAreaField
        label={label}
        rows={3}
        maxLength={2000}
        value={message}
        onChange={setMessage}
        error={form.fieldError('message', label)}
      />
      {form.errorKey && (
        <p role="alert" className={styles.issue}>
          {t(form.errorKey, form.errorVars)}
        </p>
      )}
      <button type="submit" className={sharedStyles.button} disabled={form.pending}>
        {t('payments.requests.reply.submit')}
      </button>
    </HydratedForm>
  );
}

function RequestThread({
  lng,
  request,
  t,
  onSent,
}: {
  lng: string;
  request: PaymentRequest;
  t: Translate;
  onSent(): void;
}) {
  return (
    <li className={CARD_CLASS.compact}>
      <article aria-label={t('payments.requests.item', { id: request.id })}>
        <header className={threadStyles.head}>
          <span className={threadStyles.subject}>{request.subject}</span>
          <span className={threadStyles.status} data-status={request.status}>
            {t(`payments.requests.status.${request.status}`)}
          </span>
          <span className={threadStyles.muted}>
            {t('payments.number', { id: request.id })} · {formatDateTime(request.createdAt, lng)}
          </span>
          {request.payment && <span className={threadStyles.muted}>{paymentLabel(request.payment, t)}</span>}
        </header>
        <ol className={threadStyles.thread}>
          {request.messages.map((message, index) => (
            <li key={index} className={threadStyles.message} data-author={message.author}>
              <span className={threadStyles.muted}>
                {t(`payments.requests.author.${message.author}`)} · {formatDateTime(message.createdAt, lng)}
              </span>
              <p>{message.body}</p>
            </li>
          ))}
        </ol>
        {request.status !== 'closed' && <Reply lng={lng} request={request} t={t} onSent={onSent} />}
      </article>
    </li>
  );
}

/** The player's payment requests, each with its thread and a reply while it is not closed. */
export function RequestsBody({ ctx, t }: RemoteAppProps<OfficeData>) {
  const { lng } = ctx;
  const [version, setVersion] = useState(0);
  const requests = useRequest(
    ['payment-requests', lng, version],
    useCallback((signal: AbortSignal) => loadRequests(lng, signal), [lng]),
  );
  const create = { href: `/${lng}/office/payment/create-request`, label: t('payments.requests.link.new') };
  if (requests.value === null) return <RequestPending request={requests} t={t} />;
  if (requests.value.length === 0) {
    return (
      <EmptyState
        title={t('payments.requests.empty.title')}
        text={t('payments.requests.empty.text')}
        links={[create]}
      />
    );
  }
  return (
    <div className={sharedStyles.page}>
      <a href={create.href} className={styles.create}>
        {create.label}
      </a>
      <ul className={CARD_CLASS.list}>
        {requests.value.map((request) => (
          <RequestThread key={request.id} lng={lng} request={request} t={t} onSent={() => setVersion((n) => n + 1)} />
        ))}
      </ul>
    </div>
  );
}
