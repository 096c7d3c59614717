import styles from './link-grid.module.css';
import type { NavLinkItem } from './nav-link';

interface LinkGridItem extends NavLinkItem {
  /** One line under the label saying what is behind the link. */
  hint?: string;
}

interface LinkGridProps {
  /** Accessible name of the list of links. */
  label: string;
  items: readonly LinkGridItem[];
}

/** Cards that lead to the sub-pages of an area (a hub page such as the office menu or a casino lobby). */
export function LinkGrid({ label, items }: LinkGridProps) {
  return (
    <nav aria-label={label}>
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item.href}>
            <a href={item.href} className={styles.card} aria-current={item.current ? 'page' : undefined}>
              <span className={styles.label}>{item.label}</span>
              {item.hint && <span className={styles.hint}>{item.hint}</span>}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
