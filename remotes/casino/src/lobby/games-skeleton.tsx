import { Skeleton } from '@betfront/ui';
import type { Translate } from '@betfront/remote-kit';
import styles from './lobby.module.css';

/** Game placeholders while the browser loads another page's games (site §"Display": 16 of them). */
export const SKELETON_GAMES = 16;

export function GamesSkeleton({ t }: { t: Translate }) {
  return (
    <div className={styles.grid} role="status" aria-busy="true" aria-label={t('casino-lobby.loading')}>
      {Array.from({ length: SKELETON_GAMES }, (_, index) => (
        <span key={index} className={styles.placeholder} aria-hidden="true">
          <span className={styles.placeholderCover} />
          <Skeleton width="80%" />
          <Skeleton width="50%" height="0.75rem" />
        </span>
      ))}
    </div>
  );
}
