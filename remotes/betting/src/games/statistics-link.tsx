import { useGamesPage } from './page-context';
import styles from './statistics-link.module.css';

/** The game's statistics page (`statisticpopup/game/{id}`), a page without the site's frame: it opens beside this one. */
export function StatisticsLink({ gameId }: { gameId: number }) {
  const { lng, t } = useGamesPage();
  return (
    <a className={styles.link} href={`/${lng}/statisticpopup/game/${gameId}`} target="_blank" rel="noopener">
      {t('betting.game.statistics')}
    </a>
  );
}
