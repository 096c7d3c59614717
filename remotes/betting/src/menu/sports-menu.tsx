import type { Translate } from '@betfront/remote-kit';
import { entitySlug } from '../load/entity-id';
import type { MenuBlock } from '../load/page-games';
import styles from './sports-menu.module.css';

/** The sports of the section with their counts, and the champs of each; the current ones marked. */
export function SportsMenu({ menu, lng, t }: { menu: MenuBlock; lng: string; t: Translate }) {
  return (
    <nav className={styles.menu} aria-label={t(`betting.sports_menu.${menu.mode}`)}>
      <ul className={styles.sports}>
        {menu.sports.map((sport) => {
          const sportPath = `/${lng}/${menu.base}/${entitySlug(sport.id, sport.slug)}`;
          const open = sport.id === menu.currentSportId;
          return (
            <li key={sport.id}>
              <a
                className={styles.sport}
                href={sportPath}
                aria-current={open && menu.currentChampId === null ? 'page' : undefined}
              >
                <span>{sport.name}</span>
                <span className={styles.count}>{sport.gamesCount}</span>
              </a>
              {(open || menu.currentSportId === null) && sport.champs.length > 0 && (
                <details className={styles.champs} open={open}>
                  <summary>{t('betting.sports_menu.champs', { count: sport.champs.length })}</summary>
                  <ul>
                    {sport.champs.map((champ) => (
                      <li key={champ.id}>
                        <a
                          className={styles.champ}
                          href={`${sportPath}/${entitySlug(champ.id, champ.slug)}`}
                          aria-current={champ.id === menu.currentChampId ? 'page' : undefined}
                        >
                          <span>{champ.name}</span>
                          <span className={styles.count}>{champ.gamesCount}</span>
                        </a>
                      </li>
                    ))}
                  </ul>
                </details>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
