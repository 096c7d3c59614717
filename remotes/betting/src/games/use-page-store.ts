import { useEffect, useState } from 'react';
import { publish } from '@betfront/remote-kit';
import { subscribeGames } from '@betfront/live-feed';
import type { PageGames } from '../load/page-games';
import { gamesOf } from '../load/page-games';
import { createGameStore } from '../store/game-store';
import type { GameStore } from '../store/game-store';

/** The page's game store, kept current by the live feed, and the coupon asked for its selections. */
export function usePageStore(page: PageGames, lng: string): GameStore {
  const [store] = useState(() => createGameStore(gamesOf(page), { dropFinished: page.dropFinished }));
  const [ids] = useState(() => store.ids());
  const detail = page.game !== null;

  useEffect(() => {
    publish('couponRequestState', {});
  }, []);

  useEffect(() => {
    return subscribeGames({ ids, lng, detail, pollMs: page.pollMs, onGames: (games) => store.apply(games) });
  }, [store, ids, lng, detail, page.pollMs]);

  return store;
}
