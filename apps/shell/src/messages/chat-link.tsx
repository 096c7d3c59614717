import type { Translate } from '@betfront/remote-kit';
import { Icon } from '@betfront/ui';
import { mdiChatOutline } from '@mdi/js';
import { UnreadBadge } from './unread-badge';
import styles from './messages-link.module.css';

/** The header's way to the support chat, with the answers not yet seen. */
export function ChatLink({
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
      href={`/${lng}/support`}
      aria-label={unread > 0 ? t('support.header.chat_unread', { count: unread }) : t('support.header.chat')}
    >
      <Icon path={mdiChatOutline} size={24} />
      <UnreadBadge unread={unread} />
    </a>
  );
}
