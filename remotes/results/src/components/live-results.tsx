import type { Translate } from '@betfront/remote-kit';
import { EmptyState, formatTime } from '@betfront/ui';
import { GamesTable, groupRows } from './games-table';
import { UnavailableResults } from './unavailable-results';
import styles from './results.module.css';
import { periodScoresText, scoreText } from './score-text';
import { useLiveResults } from './use-live-results';

interface LiveResultsProps {
  lng: string;
  sportId: number | null;
  t: Translate;
}

/** The games in play with their scores, kept current while the page is open; unavailable until an answer comes. */
export function LiveResultsView({ lng, sportId, t }: LiveResultsProps) {
  const games = useLiveResults(lng, sportId);
  if (games === undefined) return <UnavailableResults t={t} />;
  const groups = groupRows(
    games,
    (game) => String(game.champId),
    (game) => t('results.champ', { sport: game.sportName, champ: game.champName }),
    (game) => ({
      id: game.id,
      time: formatTime(game.startAt, lng),
      home: game.home.name,
      away: game.away.name,
      score: game.score ? scoreText(game.score) : '—',
      periods: periodScoresText(game.periodScores),
    }),
  );
  return (
    <div className={styles.results}>
      <h2 className={styles.heading}>{t('results.live.heading')}</h2>
      {groups.length === 0 ? (
        <EmptyState title={t('results.empty.live.title')} text={t('results.empty.live.text')} />
      ) : (
        groups.map((group) => (
          <GamesTable key={group.key} group={group} timeLabel={t('results.column.started')} t={t} />
        ))
      )}
    </div>
  );
}
