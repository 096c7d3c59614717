import type { GameSummary } from '@betfront/contract/sportsbook';
import { publish } from '@betfront/remote-kit';
import type { ChannelEvents } from '@betfront/remote-kit';
import { Icon } from '@betfront/ui';
import { mdiScoreboardOutline, mdiVideoOutline } from '@mdi/js';
import { memo, useSyncExternalStore } from 'react';
import { gameHref } from '../games/game-href';
import { useGamesPage } from '../games/page-context';
import { isMediaOpen, subscribeOpenMedia } from './open-media';
import styles from './watch-button.module.css';

type MediaType = ChannelEvents['mediaSelect']['type'];

const ICONS: Readonly<Record<MediaType, string>> = { video: mdiVideoOutline, zone: mdiScoreboardOutline };

/** Every game in play has its video and its match tracker, both drawn from its live feed under its own id. */
export const hasMedia = (game: GameSummary): boolean => game.status === 'live';

/**
 * Opens the game's video or match tracker in the media zone, or, when it is open, closes every media of the game.
 */
export const WatchButton = memo(function WatchButton({ game, type }: { game: GameSummary; type: MediaType }) {
  const { lng, t } = useGamesPage();
  const isOpen = useSyncExternalStore(
    subscribeOpenMedia,
    () => isMediaOpen(game.id, type),
    () => false,
  );
  const toggle = () => {
    if (isOpen) {
      publish('mediaUnselectGame', { gameId: game.id });
      return;
    }
    const source = String(game.id);
    publish('mediaSelect', {
      type,
      gameId: game.id,
      sportId: game.sportId,
      ...(type === 'video' ? { videoId: source } : { zoneId: source }),
      title: `${game.home.name} — ${game.away.name}`,
      gameLink: gameHref(lng, game),
    });
  };
  return (
    <button
      type="button"
      className={styles.watch}
      aria-pressed={isOpen}
      aria-label={t(`media.watch.${type}`)}
      title={t(`media.watch.${type}`)}
      onClick={toggle}
    >
      <Icon path={ICONS[type]} size={18} />
    </button>
  );
});
