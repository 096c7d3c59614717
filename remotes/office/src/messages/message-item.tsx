import { formatDateTime } from '@betfront/ui';
import type { PlayerMessage } from '@betfront/contract/messages';
import type { Translate } from '@betfront/remote-kit';
import { BUTTON_CLASS } from '@betfront/ui';
import { useId } from 'react';
import styles from './messages.module.css';

interface MessageItemProps {
  message: PlayerMessage;
  isOpen: boolean;
  lng: string;
  t: Translate;
  onToggle(): void;
  onDelete(): void;
}

/** One message: its subject line opens it (which marks it read); an open message shows its text and Delete. */
export function MessageItem({ message, isOpen, lng, t, onToggle, onDelete }: MessageItemProps) {
  const bodyId = useId();
  const isUnread = message.readAt === null;
  return (
    <li className={styles.item} data-unread={isUnread || undefined}>
      <button type="button" className={styles.toggle} aria-expanded={isOpen} aria-controls={bodyId} onClick={onToggle}>
        {isUnread && <span className={styles.dot} aria-label={t('support.messages.unread_mark')} />}
        <span className={styles.subject}>{message.subject}</span>
        <span className={styles.meta}>
          {t(`support.messages.source.${message.source}`)} · {formatDateTime(message.createdAt, lng)}
        </span>
      </button>
      {isOpen && (
        <div id={bodyId} className={styles.body}>
          <p>{message.body}</p>
          <button type="button" className={BUTTON_CLASS.secondary} onClick={onDelete}>
            {t('support.messages.delete')}
          </button>
        </div>
      )}
    </li>
  );
}
