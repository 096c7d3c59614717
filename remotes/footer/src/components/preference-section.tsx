import type { ReactNode } from 'react';
import styles from './preference-section.module.css';

interface PreferenceSectionProps {
  id: string;
  title: string;
  /** While a choice saves, or why it was refused. */
  status: string | null;
  children: ReactNode;
}

/** One group of the footer's settings: its heading, its fields and the line that tells how a choice went. */
export function PreferenceSection({ id, title, status, children }: PreferenceSectionProps) {
  return (
    <section className={styles.preferences} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children}
      {/* A live region without the status role: the page's own status messages stay the page's only status. */}
      <p className={styles.status} aria-live="polite">
        {status}
      </p>
    </section>
  );
}
