import type { GameStatistics } from '@betfront/contract/sportsbook-statistics';
import type { Translate } from '@betfront/remote-kit';
import { EmptyState } from '@betfront/ui';
import { PastGameItem } from './past-game-item';
import styles from './statistics.module.css';

interface HeadToHeadProps {
  statistics: GameStatistics;
  lng: string;
  t: Translate;
}

/** The sides' finished meetings: the record (the home side's wins, draws, the away side's wins) and each game. */
export function HeadToHead({ statistics, lng, t }: HeadToHeadProps) {
  const { game, headToHead } = statistics;
  const { record } = headToHead;
  return (
    <section className={styles.section} aria-labelledby="statistics-h2h">
      <h2 id="statistics-h2h" className={styles.heading}>
        {t('results.statistics.h2h.heading')}
      </h2>
      {headToHead.games.length === 0 ? (
        <EmptyState
          title={t('results.statistics.h2h.empty.title')}
          text={t('results.statistics.h2h.empty.text', { home: game.home.name, away: game.away.name })}
        />
      ) : (
        <>
          <ul className={styles.record}>
            <li>
              <span className={styles.count}>{record.wins}</span>
              {t('results.statistics.h2h.wins', { team: game.home.name })}
            </li>
            <li>
              <span className={styles.count}>{record.draws}</span>
              {t('results.statistics.h2h.draws')}
            </li>
            <li>
              <span className={styles.count}>{record.losses}</span>
              {t('results.statistics.h2h.wins', { team: game.away.name })}
            </li>
          </ul>
          <ul className={styles.games} aria-label={t('results.statistics.h2h.games')}>
            {headToHead.games.map((past) => (
              <PastGameItem key={past.id} game={past} lng={lng} t={t} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
