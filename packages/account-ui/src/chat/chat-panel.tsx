import { formatDateTime } from '@betfront/ui';
import type { ChatQueue } from '@betfront/contract/support';
import type { Translate } from '@betfront/remote-kit';
import { BUTTON_CLASS, HydratedForm } from '@betfront/ui';
import { useState } from 'react';
import { TextAreaField, useForm } from '../forms';
import { chatMessageRequest, postChatMessage } from './chat-api';
import { useChat } from './use-chat';
import styles from './chat-panel.module.css';

const sendFailureKey = () => 'support.chat.failed';

/** The conversation with support on a queue: the history, new messages pushed as they are written, a message box. */
export function ChatPanel({ queue, lng, t }: { queue: ChatQueue; lng: string; t: Translate }) {
  const { state, isFailed, addOwn } = useChat(queue);
  const [draft, setDraft] = useState('');
  const form = useForm(sendFailureKey, t);
  const messageLabel = t('support.chat.message');

  async function send() {
    const message = await form.submit(chatMessageRequest(queue, draft.trim()), postChatMessage);
    if (!message) return;
    setDraft('');
    addOwn(message);
  }

  if (state === null) return <p role="status">{isFailed ? t('support.chat.failed') : t('support.chat.loading')}</p>;
  return (
    <section className={styles.chat} aria-label={t(`support.chat.title.${queue}`)}>
      <div role="log" aria-label={t('support.chat.log')}>
        <ol className={styles.messages}>
          {state.messages.length === 0 && <li className={styles.hint}>{t(`support.chat.start.${queue}`)}</li>}
          {state.messages.map((message) => (
            <li key={message.id} className={styles.message} data-author={message.author}>
              <span className={styles.meta}>
                {t(`support.chat.author.${message.author}`)} · {formatDateTime(message.createdAt, lng)}
              </span>
              <p>{message.body}</p>
            </li>
          ))}
        </ol>
      </div>
      {form.errorKey && (
        <p role="alert" className={styles.issue}>
          {t(form.errorKey)}
        </p>
      )}
      <HydratedForm
        className={styles.form}
        aria-label={t('support.chat.form')}
        onSubmit={(event) => {
          event.preventDefault();
          if (draft.trim() && !form.pending) void send();
        }}
      >
        <div className={styles.field}>
          <TextAreaField
            label={messageLabel}
            rows={2}
            maxLength={2000}
            value={draft}
            onChange={setDraft}
            error={form.fieldError('body', messageLabel)}
          />
        </div>
        <button type="submit" className={BUTTON_CLASS.primary} disabled={!draft.trim() || form.pending}>
          {t('support.chat.send')}
        </button>
      </HydratedForm>
    </section>
  );
}
