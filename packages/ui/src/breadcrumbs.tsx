import styles from './breadcrumbs.module.css';
import type { BreadcrumbItem } from './nav-link';

interface BreadcrumbsProps {
  /** Accessible name of the trail, e.g. 'Breadcrumbs'. */
  label: string;
  items: readonly BreadcrumbItem[];
}

export function Breadcrumbs({ label, items }: BreadcrumbsProps) {
  return (
    <nav aria-label={label} className={styles.trail}>
      <ol className={styles.list}>
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`} className={styles.step}>
            {item.href ? (
              <a href={item.href} className={styles.link}>
                {item.label}
              </a>
            ) : (
              <span aria-current="page" className={styles.current}>
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
