import { ScrollTabs, SportIcon } from '@betfront/ui';
import type { Translate } from '@betfront/remote-kit';
import { entitySlug } from '../load/entity-id';
import type { MenuBlock } from '../load/page-games';
import styles from './sports-menu.module.css';

/** The sports of the section as one row of icons that scrolls sideways: the phone's sports menu, above the games. */
export function SportsStrip({ menu, lng, t }: { menu: MenuBlock; lng: string; t: Translate }) {
  return (
    <div className={styles.strip}>
      <ScrollTabs
        label={t('betting-board.sports')}
        tabs={menu.sports.map((sport) => ({
          href: `/${lng}/${menu.base}/${entitySlug(sport.id, sport.slug)}`,
          label: `${sport.name} ${sport.gamesCount}`,
          current: sport.id === menu.currentSportId,
          icon: <SportIcon slug={sport.slug} size={18} />,
        }))}
      />
    </div>
  );
}
