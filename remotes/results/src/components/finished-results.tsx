import { EmptyState, formatDate, formatTime } from '@betfront/ui';
import type { Translate } from '@betfront/remote-kit';
import type { FinishedResults, ResultsFilter } from '../results-data';
import { DateFilter } from './date-filter';
import { FilterTabs } from './filter-tabs';
import { GamesTable, groupRows } from './games-table';
import styles from './results.module.css';
import { periodScoresText, scoreText } from './score-text';

interface FinishedResultsProps {
  lng: string;
  path: string;
  results: FinishedResults;
  filter: ResultsFilter;
  t: Translate;
}

/** The games finished on one day of the player's calendar, by sport and championship, with their final and period scores. */
export function FinishedResultsView({ lng, path, results, filter, t }: FinishedResultsProps) {
  const groups = groupRows(
    results.games,
    (game) => String(game.champId),
    (game) => t('results.champ', { sport: game.sportName, champ: game.champName }),
    (game) => ({
      id: game.id,
      time: formatTime(game.finishedAt, lng),
      home: game.home,
      away: game.away,
      score: scoreText(game.score),
      periods: periodScoresText(game.periodScores),
    }),
  );
  return (
    <div className={styles.results}>
      <DateFilter path={path} lng={lng} date={results.date} keep={{ sportId: filter.sportId }} t={t} />
      <FilterTabs
        path={path}
        param="sportId"
        tabs={results.sports.map((sport) => ({
          id: sport.id,
          label: t('results.sport.with_count', { sport: sport.name, count: sport.gamesCount }),
        }))}
        date={results.date}
        current={filter.sportId}
        labels={{ nav: t('results.sport.label'), all: t('results.sport.all') }}
      />
      <h2 className={styles.heading}>
        {t('results.finished.heading', { date: formatDate(results.date, lng, { timeZone: 'UTC' }) })}
      </h2>
      {groups.length === 0 ? (
        <EmptyState title={t('results.finished.empty.title')} text={t('results.finished.empty.text')} />
      ) : (
        groups.map((group) => (
          <GamesTable key={group.key} group={group} timeLabel={t('results.column.finished')} t={t} />
        ))
      )}
    </div>
  );
}
