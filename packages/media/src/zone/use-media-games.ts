import type { GameSummary } from '@betfront/contract/sportsbook';
import { POLL_INTERVALS } from '@betfront/contract/sportsbook-feed';
import { subscribeGames } from '@betfront/live-feed';
import { useEffect, useMemo, useState } from 'react';
import type { MediaEntity } from '../state/media-entity';
import type { MediaStore } from '../state/media-store';
import { addMoments } from '../tracker/game-moments';
import type { GameMoment } from '../tracker/game-moments';

export interface FollowedGame {
  game: GameSummary;
  /** What happened since the zone started following the game, newest first. */
  moments: readonly GameMoment[];
}

/**
 * Follows the games of the open media on the live feed. A game that ends takes its autoClearable media with it
 * (a pinned one stays and shows the final score).
 */
export function useMediaGames(
  entries: readonly MediaEntity[],
  lng: string,
  store: MediaStore,
): ReadonlyMap<number, FollowedGame> {
  const [games, setGames] = useState<ReadonlyMap<number, FollowedGame>>(new Map());
  const idsKey = useMemo(
    () => [...new Set(entries.map((entry) => entry.gameId))].sort((a, b) => a - b).join(','),
    [entries],
  );

  useEffect(() => {
    const ids = idsKey === '' ? [] : idsKey.split(',').map(Number);
    return subscribeGames({
      ids,
      lng,
      pollMs: POLL_INTERVALS.liveGame,
      onGames(changed) {
        const at = Date.now();
        setGames((current) => {
          const next = new Map(current);
          for (const game of changed) {
            const known = current.get(game.id);
            next.set(game.id, { game, moments: known ? addMoments(known.moments, known.game, game, at) : [] });
          }
          return next;
        });
        const ended = new Set(changed.filter((game) => game.status === 'finished').map((game) => game.id));
        if (ended.size > 0) store.gamesEnded(ended);
      },
    });
  }, [idsKey, lng, store]);

  return games;
}
