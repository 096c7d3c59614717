import styles from './unread-link.module.css';

/** The number of unread messages on an icon; nothing when all are read. */
export function UnreadBadge({ unread }: { unread: number }) {
  if (unread <= 0) return null;
  return (
    <span className={styles.badge} aria-hidden="true">
      {unread > 99 ? '99+' : unread}
    </span>
  );
}
