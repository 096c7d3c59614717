import { RoundResult } from '@betfront/bet-views/virtual';
import type { VirtualResults } from '@betfront/contract/virtual';
import type { Translate } from '@betfront/remote-kit';
import { EmptyState, formatDate, formatTime } from '@betfront/ui';
import type { ResultsFilter } from '../results-data';
import { DateFilter } from './date-filter';
import { FilterTabs } from './filter-tabs';
import styles from './results.module.css';

interface PlayedRoundsProps {
  lng: string;
  path: string;
  played: VirtualResults;
  filter: ResultsFilter;
  t: Translate;
}

/** The game zone's results: the rounds of the virtual sports and TV games played on a day, by game, latest first. */
export function PlayedRoundsView({ lng, path, played, filter, t }: PlayedRoundsProps) {
  const shownGames = played.games.filter((game) => played.rounds.some((round) => round.gameId === game.id));
  return (
    <div className={styles.results}>
      <DateFilter path={path} lng={lng} date={played.date} keep={{ gameId: filter.gameId }} t={t} />
      <FilterTabs
        path={path}
        param="gameId"
        tabs={played.games.map((game) => ({
          id: game.id,
          label: t('results.sport.with_count', { sport: game.name, count: game.roundsCount }),
        }))}
        date={played.date}
        current={filter.gameId}
        labels={{ nav: t('results.zone.games_label'), all: t('results.zone.all_games') }}
      />
      <h2 className={styles.heading}>
        {t('results.zone.heading', { date: formatDate(played.date, lng, { timeZone: 'UTC' }) })}
      </h2>
      {shownGames.length === 0 ? (
        <EmptyState title={t('results.zone.empty.title')} text={t('results.zone.empty.text')} />
      ) : (
        shownGames.map((game) => (
          <table key={game.id} className={styles.table}>
            <caption className={styles.caption}>{game.name}</caption>
            <thead>
              <tr>
                <th scope="col" className={styles.time}>
                  {t('results.column.finished')}
                </th>
                <th scope="col">{t('results.zone.column.result')}</th>
              </tr>
            </thead>
            <tbody>
              {played.rounds
                .filter((round) => round.gameId === game.id)
                .map((round) => (
                  <tr key={round.id} data-round-id={round.id}>
                    <th scope="row" className={styles.time}>
                      {formatTime(round.settlesAt, lng)}
                    </th>
                    <td>
                      <RoundResult kind={game.kind} round={round} t={t} />
                    </td>
                  </tr>
                ))}
            </tbody>
          </table>
        ))
      )}
    </div>
  );
}
