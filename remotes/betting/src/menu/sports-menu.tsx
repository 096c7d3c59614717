import type { Translate } from '@betfront/remote-kit';
import { useLayoutChoice } from '@betfront/ui';
import { Flag } from '@betfront/ui/flag';
import { entitySlug } from '../load/entity-id';
import type { MenuBlock } from '../load/page-games';
import { champsByCountry, champsByName, HOME_NATIONS } from './champ-groups';
import type { GroupNames, MenuChamp } from './champ-groups';
import styles from './sports-menu.module.css';

interface ChampLinksProps {
  champs: readonly MenuChamp[];
  /** The country a group of champs is under. */
  label?: string;
  sportPath: string;
  currentChampId: number | null;
}

function ChampLinks({ champs, label, sportPath, currentChampId }: ChampLinksProps) {
  return (
    <ul aria-label={label}>
      {champs.map((champ) => (
        <li key={champ.id}>
          <a
            className={styles.champ}
            href={`${sportPath}/${entitySlug(champ.id, champ.slug)}`}
            aria-current={champ.id === currentChampId ? 'page' : undefined}
          >
            <span>{champ.name}</span>
            <span className={styles.count}>{champ.gamesCount}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

const groupNames = (t: Translate): GroupNames => ({
  international: t('layout.international'),
  homeNations: Object.fromEntries(HOME_NATIONS.map((code) => [code, t(`layout.home_nation.${code}`)])),
});

/** A sport's champs: under their countries when the visitor groups them so (the default), else by name. */
function SportChamps({ champs, lng, t, ...links }: ChampLinksProps & { lng: string; t: Translate }) {
  const { group_by_country: isGrouped } = useLayoutChoice();
  if (!isGrouped) return <ChampLinks champs={champsByName(champs, lng)} {...links} />;
  return (
    <ul>
      {champsByCountry(champs, lng, groupNames(t)).map((group) => (
        <li key={group.countryCode ?? ''}>
          <span className={styles.countryName}>
            <Flag country={group.countryCode} />
            {group.name}
          </span>
          <ChampLinks champs={group.champs} label={group.name} {...links} />
        </li>
      ))}
    </ul>
  );
}

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
                  <SportChamps
                    champs={sport.champs}
                    sportPath={sportPath}
                    currentChampId={menu.currentChampId}
                    lng={lng}
                    t={t}
                  />
                </details>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
