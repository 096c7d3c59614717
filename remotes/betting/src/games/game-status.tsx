import type { GameSummary } from '@betfront/contract/sportsbook';
import type { Translate } from '@betfront/remote-kit';
import styles from './game-row.module.css';

const pad = (value: number) => String(value).padStart(2, '0');

/** The score and progress of a game in play, or its start time (UTC) before it. */
export function GameStatus({ game, t }: { game: GameSummary; t: Translate }) {
  if (game.status === 'finished') return <span className={styles.status}>{t('betting.game.finished')}</span>;
  if (game.status === 'live' && game.score) {
    return (
      <span className={styles.liveStatus}>
        <span className={`${styles.status} ${styles.ticking}`}>
          <strong className={styles.score}>
            {game.score.home}:{game.score.away}
          </strong>
          <span className={styles.live}>{t('betting.game.live', { percent: Math.round(game.elapsed * 100) })}</span>
        </span>
      </span>
    );
  }
  const start = new Date(game.startAt);
  return (
    <time className={styles.status} dateTime={game.startAt}>
      {pad(start.getUTCDate())}.{pad(start.getUTCMonth() + 1)} {pad(start.getUTCHours())}:{pad(start.getUTCMinutes())}
    </time>
  );
}
