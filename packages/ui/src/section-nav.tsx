import styles from './section-nav.module.css';
import type { NavLinkItem } from './nav-link';

interface SectionNavProps {
  /** Accessible name of the navigation, e.g. 'Casino categories'. */
  label: string;
  items: readonly NavLinkItem[];
  /** `bar` lays the links out in a scrollable row (tabs, category bars); `list` stacks them (side menus). */
  layout?: 'bar' | 'list';
}

export function SectionNav({ label, items, layout = 'bar' }: SectionNavProps) {
  return (
    <nav aria-label={label} className={layout === 'bar' ? styles.bar : styles.list}>
      <ul className={styles.items}>
        {items.map((item) => (
          <li key={item.href}>
            <a
              href={item.href}
              aria-current={item.current ? 'page' : undefined}
              className={item.current ? `${styles.link} ${styles.current}` : styles.link}
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
