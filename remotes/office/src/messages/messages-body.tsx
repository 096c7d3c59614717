import type { MessagesAnswer } from '@betfront/contract/messages';
import type { RemoteAppProps } from '@betfront/remote-kit';
import { publish } from '@betfront/remote-kit';
import { EmptyState } from '@betfront/ui';
import { useCallback, useState } from 'react';
import type { OfficeData } from '../office-data';
import { RequestPending } from '../shared/request-notices';
import { useRequest } from '../shared/use-request';
import { MessageItem } from './message-item';
import { deleteMessage, loadMessages, readMessage } from './messages-api';
import styles from './messages.module.css';

/** The office inbox: the operator's messages and support's answers, newest first; opening one marks it read. */
export function MessagesBody({ ctx, t }: RemoteAppProps<OfficeData>) {
  const { lng } = ctx;
  const request = useRequest(
    ['messages', 'inbox'],
    useCallback((signal: AbortSignal) => loadMessages(signal), []),
  );
  // The inbox as the player changed it since the load it started from.
  const [edited, setEdited] = useState<{ from: MessagesAnswer; inbox: MessagesAnswer } | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const [failure, setFailure] = useState(false);
  const loaded = request.value;
  const inbox = edited && edited.from === loaded ? edited.inbox : loaded;

  if (inbox === null) return <RequestPending request={request} t={t} />;
  if (inbox.messages.length === 0) {
    return (
      <EmptyState
        title={t('support.messages.empty.title')}
        text={t('support.messages.empty.text')}
        links={[{ href: `/${lng}/support/email`, label: t('support.messages.empty.write') }]}
      />
    );
  }

  const settle = (unread: number, change: (messages: MessagesAnswer['messages']) => MessagesAnswer['messages']) => {
    setEdited((current) => {
      const base = current && current.from === loaded ? current.inbox : loaded;
      return base && loaded ? { from: loaded, inbox: { messages: change(base.messages), unread } } : current;
    });
    publish('messagesChanged', { unread });
  };
  const toggle = (id: string) => {
    setOpenId((current) => (current === id ? null : id));
    const message = inbox.messages.find((candidate) => candidate.id === id);
    if (!message || message.readAt !== null) return;
    readMessage(id).then(
      (answer) => settle(answer.unread, (messages) => messages.map((m) => (m.id === id ? answer.message : m))),
      () => setFailure(true),
    );
  };
  const remove = (id: string) => {
    deleteMessage(id).then(
      (answer) => settle(answer.unread, (messages) => messages.filter((m) => m.id !== id)),
      () => setFailure(true),
    );
  };

  return (
    <div className={styles.inbox}>
      <p className={styles.summary} role="status">
        {t('support.messages.unread_count', { count: inbox.unread })}
      </p>
      {failure && (
        <p role="alert" className={styles.issue}>
          {t('support.messages.failed')}
        </p>
      )}
      <ul className={styles.list} aria-label={t('support.messages.list')}>
        {inbox.messages.map((message) => (
          <MessageItem
            key={message.id}
            message={message}
            isOpen={openId === message.id}
            lng={lng}
            t={t}
            onToggle={() => toggle(message.id)}
            onDelete={() => remove(message.id)}
          />
        ))}
      </ul>
    </div>
  );
}
