import type { Translate } from '@betfront/remote-kit';
import type { FollowedGame } from '../zone/use-media-games';
import { momentText } from './moment-text';
import { clockFigure, periodText } from './period-text';
import styles from './match-tracker.module.css';

interface MatchTrackerProps {
  followed: FollowedGame;
  t: Translate;
  /** The mini-player on a phone: the scoreboard alone. */
  isCompact: boolean;
}

/**
 * The game zone: the score, the period and its clock, how much of the game is played, the period scores and the
 * moments the feed showed since the zone opened — each new one lights up as it comes.
 */
export function MatchTracker({ followed, t, isCompact }: MatchTrackerProps) {
  const { game, moments } = followed;
  const isFinished = game.status === 'finished';
  const share = Math.round(game.elapsed * 100);
  return (
    <div
      className={isCompact ? `${styles.tracker} ${styles.compact}` : styles.tracker}
      // A tracker following a game in play is media playing: it keeps the session from the inactivity logoff.
      data-media-playing={game.status === 'live' ? '' : undefined}
    >
      <div className={styles.board}>
        {!isCompact && (
          <span className={styles.team} translate="no">
            {game.home.name}
          </span>
        )}
        <strong className={styles.score} aria-label={t('media.tracker.score', game.score ?? { home: 0, away: 0 })}>
          {game.score?.home ?? 0}
          <span aria-hidden="true">:</span>
          {game.score?.away ?? 0}
        </strong>
        {!isCompact && (
          <span className={styles.team} translate="no">
            {game.away.name}
          </span>
        )}
      </div>
      <p className={styles.status}>
        {isFinished ? t('media.moment.finished') : game.clock ? periodText(game.clock, t) : t('media.tracker.waiting')}
        {!isFinished && game.clock && <span className={styles.clock}>{clockFigure(game.clock)}</span>}
      </p>
      <div className={styles.progress} aria-hidden="true">
        <span className={styles.played} style={{ width: `${isFinished ? 100 : share}%` }} />
      </div>
      {!isCompact && game.periodScores.length > 1 && (
        <p className={styles.periods}>
          {t('media.tracker.periods')} {game.periodScores.map((period) => `${period.home}:${period.away}`).join(' · ')}
        </p>
      )}
      {!isCompact && (
        <ol className={styles.moments} aria-label={t('media.tracker.moments')} aria-live="polite">
          {moments.length === 0 ? (
            <li className={styles.quiet}>{t('media.tracker.no_moments')}</li>
          ) : (
            moments.map((moment) => (
              <li
                key={`${moment.at}-${moment.kind}`}
                className={styles.moment}
                data-side={moment.kind === 'score' ? moment.side : undefined}
              >
                {momentText(moment, game, t)}
              </li>
            ))
          )}
        </ol>
      )}
    </div>
  );
}
