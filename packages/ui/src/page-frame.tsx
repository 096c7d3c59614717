import { useId } from 'react';
import type { ReactNode } from 'react';
import styles from './page-frame.module.css';

interface PageFrameProps {
  heading: string;
  /** A sentence under the heading saying what the page is for. */
  lead?: string;
  /** Puts the lead after the content, where pages whose content is the point (lists of prices) keep it for search. */
  leadBelow?: boolean;
  /** Usually a `Breadcrumbs` trail, shown above the heading. */
  breadcrumbs?: ReactNode;
  /** Navigation across the area (tabs, category bar), shown under the heading. */
  nav?: ReactNode;
  /** A side menu (e.g. the office's sections), shown beside the content on wide screens. */
  aside?: ReactNode;
  /**
   * On a narrow screen the side menu would stand above the content and push it down: leave it out there, where
   * the area's hub page (reached by the trail) lists the same sections.
   */
  asideOnWideOnly?: boolean;
  children?: ReactNode;
}

/** The frame of a remote's page: trail, heading, the area's navigation and the content. */
export function PageFrame({
  heading,
  lead,
  leadBelow = false,
  breadcrumbs,
  nav,
  aside,
  asideOnWideOnly = false,
  children,
}: PageFrameProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.frame}>
      <header className={styles.header}>
        {breadcrumbs}
        <h1 id={headingId} className={styles.heading}>
          {heading}
        </h1>
        {lead && !leadBelow && <p className={styles.lead}>{lead}</p>}
      </header>
      {nav}
      <div className={aside ? styles.columns : styles.body}>
        {aside && <div className={asideOnWideOnly ? `${styles.aside} ${styles.wideOnly}` : styles.aside}>{aside}</div>}
        <div className={styles.content}>{children}</div>
      </div>
      {lead && leadBelow && <p className={styles.lead}>{lead}</p>}
    </section>
  );
}
