import { CARD_CLASS, formatDateTime } from '@betfront/ui';
import type { SupportRequest } from '@betfront/contract/support';
import type { Translate } from '@betfront/remote-kit';
import { BUTTON_CLASS, HydratedForm } from '@betfront/ui';
import { useState } from 'react';
import { AttachmentInput, attachmentsProblem } from './attachment-input';
import { FormIssue } from './form-issue';
import { attachmentUrl, sendSupportReply } from './support-api';
import { supportErrorText } from './support-errors';
import threadStyles from '../shared/thread.module.css';
import sharedStyles from '../shared/shared.module.css';
import styles from './support.module.css';

function Reply({ request, t, onSent }: { request: SupportRequest; t: Translate; onSent(): void }) {
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const problem = attachmentsProblem(files, t);
  const isReady = message.trim().length >= 10 && problem === null;
  return (
    <HydratedForm
      className={styles.form}
      aria-label={t('support.requests.reply_label', { id: request.id })}
      onSubmit={(event) => {
        event.preventDefault();
        if (!isReady) return;
        const form = new FormData();
        form.append('message', message.trim());
        for (const file of files) form.append('attachment', file, file.name);
        sendSupportReply(request.id, form).then(onSent, (error: unknown) => setRefusal(supportErrorText(error, t)));
      }}
    >
      <label className={sharedStyles.field}>
        {t('support.requests.reply')}
        <textarea rows={3} maxLength={5000} value={message} onChange={(event) => setMessage(event.target.value)} />
      </label>
      <AttachmentInput files={files} onChange={setFiles} t={t} />
      <FormIssue text={problem ?? refusal} />
      <button type="submit" className={BUTTON_CLASS.secondary} disabled={!isReady}>
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
