import { useEffect, useRef } from 'react';
import type { GameStore } from '../store/game-store';

/**
 * Tells the store which games of a windowed list have rows now, as the difference from what it was told before:
 * every game counts as in view until it is said not to be. Leaving, the list gives its games back their view.
 */
export function useDrawnGames(store: GameStore, ids: readonly number[], drawn: readonly number[]): void {
  const told = useRef<ReadonlySet<number> | null>(null);

  useEffect(() => {
    const before = told.current ?? new Set(ids);
    const now = new Set(drawn);
    const left = [...before].filter((id) => !now.has(id));
    const came = drawn.filter((id) => !before.has(id));
    if (left.length > 0) store.setVisible(left, false);
    if (came.length > 0) store.setVisible(came, true);
    told.current = now;
  });

  useEffect(
    () => () => {
      const drawnLast = told.current;
      told.current = null;
      if (drawnLast)
        store.setVisible(
          ids.filter((id) => !drawnLast.has(id)),
          true,
        );
    },
    [store, ids],
  );
}
