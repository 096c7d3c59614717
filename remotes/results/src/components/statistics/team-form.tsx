import type { FormGame } from '@betfront/contract/sportsbook-statistics';
import type { Translate } from '@betfront/remote-kit';
import { PastGameItem } from './past-game-item';
import styles from './statistics.module.css';

interface TeamFormProps {
  team: string;
  games: readonly FormGame[];
  lng: string;
  t: Translate;
}

/** A side's latest finished games, each marked won, drawn or lost. */
export function TeamForm({ team, games, lng, t }: TeamFormProps) {
  return (
    <div className={styles.section}>
      <h3 className={styles.side}>{team}</h3>
      {games.length === 0 ? (
        <p className={styles.note}>{t('results.statistics.form.empty', { team })}</p>
      ) : (
        <ul className={styles.games} aria-label={t('results.statistics.form.games', { team })}>
          {games.map(({ result, game }) => (
            <PastGameItem
              key={game.id}
              game={game}
              lng={lng}
              t={t}
              mark={
                <abbr className={`${styles.result} ${styles[result]}`} title={t(`results.statistics.result.${result}`)}>
                  {t(`results.statistics.result_short.${result}`)}
                </abbr>
              }
            />
          ))}
        </ul>
      )}
    </div>
  );
}
