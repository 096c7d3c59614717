import type { PastGame } from '@betfront/contract/sportsbook-statistics';
import type { Translate } from '@betfront/remote-kit';
import { formatDate } from '@betfront/ui';
import type { ReactNode } from 'react';
import { scoreText } from '../score-text';
import styles from './statistics.module.css';

interface PastGameItemProps {
  game: PastGame;
  lng: string;
  t: Translate;
  /** Shown first in place of the day, which then goes below the sides. */
  mark?: ReactNode;
}

/** One finished game in a list: its day, its sides and its final score. */
export function PastGameItem({ game, lng, t, mark }: PastGameItemProps) {
  const day = (
    <time className={mark ? `${styles.date} ${styles.dayBelow}` : styles.date} dateTime={game.startAt}>
      {formatDate(game.startAt, lng)}
    </time>
  );
  const sides = t('results.statistics.match', { home: game.home.name, away: game.away.name });
  return (
    <li className={styles.game}>
      {mark ?? day}
      <span>
        {sides}
        {mark && day}
      </span>
      <span className={styles.score}>{scoreText(game.score)}</span>
    </li>
  );
}
