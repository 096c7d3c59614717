import type { GameStatistics } from '@betfront/contract/sportsbook-statistics';
import type { Translate } from '@betfront/remote-kit';
import { formatDateTime } from '@betfront/ui';
import { scoreText } from '../score-text';
import styles from './statistics.module.css';

interface MatchFactsProps {
  game: GameStatistics['game'];
  lng: string;
  t: Translate;
}

export function MatchFacts({ game, lng, t }: MatchFactsProps) {
  return (
    <section className={styles.section} aria-labelledby="statistics-facts">
      <h2 id="statistics-facts" className={styles.heading}>
        {t('results.statistics.facts.heading')}
      </h2>
      <dl className={styles.facts}>
        <dt>{t('results.statistics.facts.sport')}</dt>
        <dd>{game.sportName}</dd>
        <dt>{t('results.statistics.facts.league')}</dt>
        <dd>{game.champName}</dd>
        <dt>{t('results.statistics.facts.start')}</dt>
        <dd>{formatDateTime(game.startAt, lng)}</dd>
        <dt>{t('results.statistics.facts.status')}</dt>
        <dd>{t(`results.statistics.status.${game.status}`)}</dd>
        {game.score && (
          <>
            <dt>{t('results.statistics.facts.score')}</dt>
            <dd className={styles.score}>{scoreText(game.score)}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
