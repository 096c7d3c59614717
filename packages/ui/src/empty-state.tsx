import { useId } from 'react';
import styles from './empty-state.module.css';
import type { NavLinkItem } from './nav-link';

interface EmptyStateProps {
  title: string;
  /** What is true now: why the place is empty, and what the visitor can do. */
  text: string;
  /** Where the visitor can go meanwhile. */
  links?: readonly NavLinkItem[];
  linksLabel?: string;
  /** The one thing to do here, drawn as the primary button; the links then stand beside it as secondary ones. */
  action?: NavLinkItem;
}

/** An honest empty state: says what is true now and links onward. */
export function EmptyState({ title, text, links = [], linksLabel, action }: EmptyStateProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.empty}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      <p className={styles.text}>{text}</p>
      {action && (
        <a href={action.href} className={styles.link}>
          {action.label}
        </a>
      )}
      {links.length > 0 && (
        <nav aria-label={linksLabel ?? title}>
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={action ? styles.secondary : styles.link}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}
