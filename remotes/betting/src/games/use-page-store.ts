import { useEffect, useState } from 'react';
import { publish } from '@betfront/remote-kit';
import { subscribeVisibleGames } from '@betfront/live-feed';
import type { PageGames } from '../load/page-games';
import { gamesOf } from '../load/page-games';
import { createGameStore } from '../store/game-store';
import type { GameStore } from '../store/game-store';

/**
 * From this many games a page reads its feed in a worker. A short list (the home page's top games) parses its few
 * visible games on the main thread and spares its first view the worker's script.
 */
const FEED_WORKER_FROM_GAMES = 40;

/** The page's game store, kept current by the live feed, and the coupon asked for its selections. */
export function usePageStore(page: PageGames, lng: string): GameStore {
  const [store] = useState(() => createGameStore(gamesOf(page), { dropFinished: page.dropFinished }));
  const [ids] = useState(() => store.ids());
  // The page's games as it was drawn with them: the feed leaves them out of its snapshot until they change.
  const [known] = useState(() => new Map(gamesOf(page).map((game) => [game.id, game.version])));
  const detail = page.game !== null;

  useEffect(() => {
    publish('couponRequestState', {});
  }, []);

  useEffect(() => {
    const feed = subscribeVisibleGames({
      ids,
      lng,
      detail,
      known,
      pollMs: page.pollMs,
      inWorker: ids.length >= FEED_WORKER_FROM_GAMES,
      onGames: (games) => store.apply(games),
    });
    const stopVisibility = store.subscribeVisibility((changed, visible) => feed.setVisible(changed, visible));
    return () => {
      stopVisibility();
      feed.stop();
    };
  }, [store, ids, known, lng, detail, page.pollMs]);

  return store;
}
