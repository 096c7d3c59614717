import { CARD_CLASS, formatDateTime } from '@betfront/ui';
import { TextAreaField, useForm } from '@betfront/account-ui/forms';
import type { SupportRequest } from '@betfront/contract/support';
import type { Translate } from '@betfront/remote-kit';
import { BUTTON_CLASS, HydratedForm } from '@betfront/ui';
import { useState } from 'react';
import { AttachmentInput, attachmentsProblem } from './attachment-input';
import { FormIssue } from './form-issue';
import { attachmentUrl, sendSupportReply, supportReplyFields } from './support-api';
import { supportErrorKey } from './support-errors';
import threadStyles from '../shared/thread.module.css';
import styles from './support.module.css';

function Reply({ request, t, onSent }: { request: SupportRequest; t: Translate; onSent(): void }) {
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const form = useForm(supportErrorKey, t);
  const problem = attachmentsProblem(files, t);
  const label = t('support.requests.reply');
  return (
    <HydratedForm
      className={styles.form}
      aria-label={t('support.requests.reply_label', { id: request.id })}
      onSubmit={(event) => {
        event.preventDefault();
        if (problem !== null || form.pending) return;
        void form
          .submit(supportReplyFields(message.trim()), (fields) => sendSupportReply(request.id, fields, files))
          .then((sent) => sent && onSent());
      }}
    >
      <TextAreaField
        label={label}
        rows={3}
        maxLength={5000}
        value={message}
        onChange={setMessage}
        error={form.fieldError('message', label)}
      />
      <AttachmentInput files={files} onChange={setFiles} t={t} />
      <FormIssue text={problem ?? (form.errorKey && t(form.errorKey))} />
      <button type="submit" className={BUTTON_CLASS.secondary} disabled={problem !== null || form.pending}>
        {t('support.requests.reply_submit')}
      </button>
    </HydratedForm>
  );
}

/** One letter to support: its topic and status, the thread with the images, and a reply while it is not closed. */
export function RequestThread({
  lng,
  request,
  t,
  onSent,
}: {
  lng: string;
  request: SupportRequest;
  t: Translate;
  onSent(): void;
}) {
  return (
    <li className={CARD_CLASS.compact}>
      <article aria-label={t('support.requests.item', { id: request.id })}>
        <header className={threadStyles.head}>
          <span className={threadStyles.subject}>{t(`support.topic.${request.topic}`)}</span>
          <span className={threadStyles.status} data-status={request.status}>
            {t(`support.requests.status.${request.status}`)}
          </span>
          <span className={threadStyles.muted}>
            {t('support.requests.number', { id: request.id })} · {formatDateTime(request.createdAt, lng)}
          </span>
        </header>
        <ol className={threadStyles.thread}>
          {request.messages.map((message, index) => (
            <li key={index} className={threadStyles.message} data-author={message.author}>
              <span className={threadStyles.muted}>
                {t(`support.requests.author.${message.author}`)} · {formatDateTime(message.createdAt, lng)}
              </span>
              <p>{message.body}</p>
              {message.attachments.length > 0 && (
                <ul className={styles.images}>
                  {message.attachments.map((attachment, position) => (
                    <li key={attachment.id}>
                      <a href={attachmentUrl(attachment.id)} target="_blank" rel="noreferrer">
                        <img
                          src={attachmentUrl(attachment.id)}
                          alt={t('support.requests.image', { number: position + 1 })}
                          loading="lazy"
                        />
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
        {request.status !== 'closed' && <Reply request={request} t={t} onSent={onSent} />}
      </article>
    </li>
  );
}
