import { formatDateTime } from '@betfront/ui';
import type { ChatMessage, ChatQueue } from '@betfront/contract/support';
import type { Translate } from '@betfront/remote-kit';
import { BUTTON_CLASS, HydratedForm } from '@betfront/ui';
import { useEffect, useState } from 'react';
import type { ChatState } from './chat-api';
import { loadChat, markChatRead, postChatMessage } from './chat-api';
import { followChat } from './follow-chat';
import styles from './chat-panel.module.css';

const withMessage = (messages: ChatMessage[], message: ChatMessage): ChatMessage[] =>
  messages.some((shown) => shown.id === message.id) ? messages : [...messages, message];

/** The conversation with support on a queue: the history, new messages pushed as they are written, a message box. */
export function ChatPanel({ queue, lng, t }: { queue: ChatQueue; lng: string; t: Translate }) {
  const [state, setState] = useState<ChatState | null>(null);
  const [failed, setFailed] = useState(false);
  const [draft, setDraft] = useState('');
  const [isSending, setIsSending] = useState(false);
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
    setIsSending(true);
    setFailed(false);
    try {
      const message = await postChatMessage(queue, draft.trim());
      setDraft('');
      setState((shown) =>
        shown
          ? { ...shown, conversationId: message.conversationId, messages: withMessage(shown.messages, message) }
          : shown,
      );
    } catch {
      setFailed(true);
    } finally {
      setIsSending(false);
    }
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
      {failed && (
        <p role="alert" className={styles.issue}>
          {t('support.chat.failed')}
        </p>
      )}
      <HydratedForm
        className={styles.form}
        aria-label={t('support.chat.form')}
        onSubmit={(event) => {
          event.preventDefault();
          if (draft.trim() && !isSending) void send();
        }}
      >
        <label className={styles.field}>
          <span className={styles.label}>{t('support.chat.message')}</span>
          <textarea rows={2} maxLength={2000} value={draft} onChange={(event) => setDraft(event.target.value)} />
        </label>
        <button type="submit" className={BUTTON_CLASS.primary} disabled={!draft.trim() || isSending}>
          {t('support.chat.send')}
        </button>
      </HydratedForm>
    </section>
  );
}
