import { EventRowSkeleton } from '@betfront/ui';
import type { Translate } from '@betfront/remote-kit';
import styles from './games-skeleton.module.css';

/** Game placeholders shown while the browser loads another page's games. */
const SKELETON_GAMES = 16;

export function GamesSkeleton({ t }: { t: Translate }) {
  return (
    <div className={styles.skeleton} role="status" aria-busy="true" aria-label={t('betting.loading')}>
      {Array.from({ length: SKELETON_GAMES }, (_, index) => (
        <EventRowSkeleton key={index} />
      ))}
    </div>
  );
}
