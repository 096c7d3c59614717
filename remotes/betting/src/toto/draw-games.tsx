import type { TotoDraw } from '@betfront/contract/toto';
import type { Translate } from '@betfront/remote-kit';
import { drawTime } from '../lotto/lotto-format';
import styles from './toto.module.css';

/** A draw's games with their scores and results; with a coupon, its pick of each game marked right or wrong. */
export function DrawGames({
  draw,
  picks,
  lng,
  t,
}: {
  draw: TotoDraw;
  picks?: readonly string[];
  lng: string;
  t: Translate;
}) {
  return (
    <ol className={styles.games} aria-label={t('toto.games_label')}>
      {draw.games.map((game, index) => {
        const pick = picks?.[index];
        const guessed =
          game.result !== null && pick !== undefined && (game.result === 'void' || pick.includes(game.result));
        return (
          <li key={game.position} className={styles.game}>
            <span className={styles.position}>{game.position}</span>
            <span className={styles.fixture}>
              <strong>
                {game.home} — {game.away}
              </strong>
              <span className={styles.muted}>
                {game.champ}, {drawTime(game.startAt, lng)}
                {game.score && ` · ${game.score.home}:${game.score.away}`}
              </span>
            </span>
            <span className={styles.outcome}>
              {pick !== undefined && (
                <span data-hit={game.result === null ? undefined : String(guessed)} className={styles.pick}>
                  {pick}
                </span>
              )}
              <span>{game.result === null ? '—' : game.result === 'void' ? t('toto.void') : game.result}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
