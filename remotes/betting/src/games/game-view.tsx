import type { GameSummary } from '@betfront/contract/sportsbook';
import { TeamCrest } from '@betfront/ui';
import { hasMedia, WatchButton } from '../media/watch-button';
import { FavoriteStar } from './favorite-star';
import { GameMarkets } from './game-markets';
import { teamHref } from './game-href';
import { GameStatus } from './game-status';
import { StatisticsLink } from './statistics-link';
import { POLITICS_SPORT_SLUG } from '../load/load-page-type-games';
import { useGame } from './use-game';
import { useGamesPage } from './page-context';
import styles from './game-view.module.css';

const CREST_SIZE = 44;

function Side({ game, side }: { game: GameSummary; side: 'home' | 'away' }) {
  const { lng } = useGamesPage();
  const team = game[side];
  return (
    <a className={styles.side} href={teamHref(lng, game, side)}>
      <TeamCrest id={team.id} name={team.name} size={CREST_SIZE} />
      <span className={styles.sideName}>{team.name}</span>
    </a>
  );
}

/** The score (or the start time) between the sides, the clock below it, and the score of each period. */
function Scoreline({ game }: { game: GameSummary }) {
  const { lng, t } = useGamesPage();
  const periods = game.status === 'line' ? [] : game.periodScores;
  return (
    <div className={styles.scoreline}>
      {game.score ? (
        <p className={styles.score} aria-label={t('betting.game.score', game.score)}>
          {game.score.home}
          <span aria-hidden="true">:</span>
          {game.score.away}
        </p>
      ) : null}
      <p className={game.score ? styles.clock : styles.start}>
        <GameStatus game={game} lng={lng} t={t} />
      </p>
      {periods.length > 1 && (
        <p className={styles.periods}>{periods.map((period) => `${period.home}:${period.away}`).join(' · ')}</p>
      )}
    </div>
  );
}

/** One game's page: a scoreboard with the sides (each a link to its team), and every market, kept current. */
export function GameView({ id }: { id: number }) {
  const { store, t } = useGamesPage();
  const game = useGame(id);
  if (!game) return null;
  return (
    <div data-game-id={game.id}>
      <section className={styles.board} aria-label={t('betting.game.scoreboard')}>
        <div className={styles.boardTop}>
          <p className={styles.champ}>
            {game.sportName} · {game.champName}
          </p>
          <div className={styles.boardActions}>
            {hasMedia(game) && (
              <>
                <WatchButton game={game} type="video" />
                <WatchButton game={game} type="zone" />
              </>
            )}
            {game.sportSlug !== POLITICS_SPORT_SLUG && <StatisticsLink gameId={game.id} />}
            <FavoriteStar gameId={game.id} />
          </div>
        </div>
        <div className={styles.sides}>
          <Side game={game} side="home" />
          <Scoreline game={game} />
          <Side game={game} side="away" />
        </div>
        {game.isSuspended && <p className={styles.suspended}>{t('betting.game.suspended')}</p>}
      </section>
      <GameMarkets game={game} revision={store.marketsRevision(game.id)} />
    </div>
  );
}
