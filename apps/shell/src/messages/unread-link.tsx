import { Icon } from '@betfront/ui';
import { UnreadBadge } from './unread-badge';
import styles from './unread-link.module.css';

/** A header icon leading to where messages wait (the inbox, the support chat), with the number not yet read. */
export function UnreadLink({
  href,
  iconPath,
  label,
  unread,
  className,
}: {
  href: string;
  iconPath: string;
  /** Says the number, when there are unread ones: the badge is hidden from screen readers. */
  label: string;
  unread: number;
  className?: string;
}) {
  return (
    <a className={`${styles.link} ${className ?? ''}`} href={href} aria-label={label}>
      <Icon path={iconPath} size={24} />
      <UnreadBadge unread={unread} />
    </a>
  );
}
