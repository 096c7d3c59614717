import { useId } from 'react';
import { menuClickTracker } from '@betfront/remote-kit';
import type { Translate } from '@betfront/remote-kit';
import { OFFICE_MENU, routeNameOf } from '../office-menu';
import styles from './office-menu-nav.module.css';

function MenuGroup({
  lng,
  id,
  items,
  current,
  t,
}: {
  lng: string;
  id: string;
  items: readonly string[];
  current?: string;
  t: Translate;
}) {
  const headingId = useId();
  return (
    <li className={styles.group}>
      <h2 id={headingId} className={styles.groupHeading}>
        {t(`office.menu_group.${id}`)}
      </h2>
      <ul aria-labelledby={headingId} className={styles.items}>
        {items.map((path) => (
          <li key={path}>
            <a
              href={`/${lng}/${path}`}
              aria-current={path === current ? 'page' : undefined}
              className={path === current ? `${styles.link} ${styles.current}` : styles.link}
            >
              {t(`office.page.${routeNameOf(path)}.heading`)}
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}

interface OfficeMenuNavProps {
  lng: string;
  current?: string;
  t: Translate;
  /** A column beside the page ('aside'), or the office home's grid of group cards. */
  layout?: 'aside' | 'cards';
}

const trackOfficeMenuClick = menuClickTracker('office');

/** The office's menu of sections, grouped by category, with the current section marked. */
export function OfficeMenuNav({ lng, current, t, layout = 'aside' }: OfficeMenuNavProps) {
  return (
    <nav aria-label={t('office.menu_label')} onClick={trackOfficeMenuClick}>
      <ul className={layout === 'cards' ? `${styles.groups} ${styles.cards}` : styles.groups}>
        {OFFICE_MENU.map(({ id, items }) => (
          <MenuGroup key={id} lng={lng} id={id} items={items} current={current} t={t} />
        ))}
      </ul>
    </nav>
  );
}
