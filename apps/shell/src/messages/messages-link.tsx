import type { Translate } from '@betfront/remote-kit';
import { Icon } from '@betfront/ui';
import { mdiEmailOutline } from '@mdi/js';
import { UnreadBadge } from './unread-badge';
import styles from './messages-link.module.css';

/** The header's way to the office inbox with the number of unread messages. */
export function MessagesLink({
  lng,
  t,
  unread,
  className,
}: {
  lng: string;
  t: Translate;
  unread: number;
  className?: string;
}) {
  return (
    <a
      className={`${styles.link} ${className ?? ''}`}
      href={`/${lng}/office/messages`}
      aria-label={unread > 0 ? t('support.header.messages_unread', { count: unread }) : t('support.header.messages')}
    >
      <Icon path={mdiEmailOutline} size={24} />
      <UnreadBadge unread={unread} />
    </a>
  );
}
