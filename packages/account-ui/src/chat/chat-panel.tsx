import { formatDateTime } from '@betfront/ui';
import type { ChatMessage, ChatQueue } from '@betfront/contract/support';
import type { Translate } from '@betfront/remote-kit';
import { BUTTON_CLASS, HydratedForm } from '@betfront/ui';
import { useEffect, useState } from 'react';
import { TextAreaField, useForm } from '../forms';
import type { ChatState } from './chat-api';
import { chatMessageRequest, loadChat, markChatRead, postChatMessage } from './chat-api';
import { followChat } from './follow-chat';
import styles from './chat-panel.module.css';

const sendFailureKey = () => 'support.chat.failed';

const withMessage = (messages: ChatMessage[], message: ChatMessage): ChatMessage[] =>
  messages.some((shown) => shown.id === message.id) ? messages : [...messages, message];

/** The conversation with support on a queue: the history, new messages pushed as they are written, a message box. */
export function ChatPanel({ queue, lng, t }: { queue: ChatQueue; lng: string; t: Translate }) {
  const [state, setState] = useState<ChatState | null>(null);
  const [failed, setFailed] = useState(false);
  const [draft, setDraft] = useState('');
  const form = useForm(sendFailureKey, t);
  const messageLabel = t('support.chat.message');
  const conversationId = state?.conversationId ?? null;

  useEffect(() => {
    const controller = new AbortController();
    loadChat(queue, controller.signal).then(setState, () => !controller.signal.aborted && setFailed(true));
    return () => controller.abort();
  }, [queue]);

  useEffect(() => {
    if (conversationId === null) return undefined;
    void markChatRead(queue).catch(() => undefined);
    return followChat(queue, (message) => {
      setState((shown) => (shown ? { ...shown, messages: withMessage(shown.messages, message) } : shown));
      if (message.author === 'operator') void markChatRead(queue).catch(() => undefined);
    });
  }, [queue, conversationId]);

  async function send() {
    const message = await form.submit(chatMessageRequest(queue, draft.trim()), postChatMessage);
    if (!message) return;
    setDraft('');
    setState((shown) =>
      shown
        ? { ...shown, conversationId: message.conversationId, messages: withMessage(shown.messages, message) }
        : shown,
    );
  }

  if (state === null) return <p role="status">{failed ? t('support.chat.failed') : t('support.chat.loading')}</p>;
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
