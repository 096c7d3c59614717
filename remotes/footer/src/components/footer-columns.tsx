import type { FooterColumn } from '@betfront/contract/content';
import styles from './footer.module.css';
import { siteHref } from './site-href';

export function FooterColumns({
  columns,
  lng,
  label,
}: {
  columns: readonly FooterColumn[];
  lng: string;
  label: string;
}) {
  return (
    <nav aria-label={label} className={styles.columns}>
      {columns.map((column) => (
        <section key={column.id} aria-labelledby={`footer-${column.id}`} className={styles.column}>
          <h2 id={`footer-${column.id}`} className={styles.columnTitle}>
            {column.title}
          </h2>
          <ul className={styles.links}>
            {column.links.map((link) => (
              <li key={link.href}>
                <a href={siteHref(lng, link.href)}>{link.label}</a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
