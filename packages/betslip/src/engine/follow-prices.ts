import { isBetLive } from '@betfront/coupon';
import type { GameSummary } from '@betfront/contract/sportsbook';
import { POLL_INTERVALS } from '@betfront/contract/sportsbook-feed';
import type { SubscribeGamesOptions } from '@betfront/live-feed';
import type { CouponStore } from './coupon-store';
import { marketUpdatesFromGames } from './game-updates';

export type SubscribeGames = (options: SubscribeGamesOptions) => () => void;

/**
 * Keeps the coupon's prices current: follows the games of its bets on the live feed (every market, as a game
 * page does) and sends each change through updateMarkets, where the coef-change policy applies.
 */
export function followPrices(
  store: CouponStore,
  subscribeGames: SubscribeGames,
  lng: string,
  onGames: (games: readonly GameSummary[]) => void = () => undefined,
): () => void {
  let followedKey = '';
  let stopFeed: () => void = () => undefined;

  const follow = () => {
    const { bets } = store.getState();
    const ids = [...new Set(bets.map((bet) => Number(bet.game.id)))].filter(Number.isInteger).sort((a, b) => a - b);
    const isLive = bets.some(isBetLive);
    const key = `${ids.join(',')}|${isLive}`;
    if (key === followedKey) return;
    followedKey = key;
    stopFeed();
    stopFeed = subscribeGames({
      ids,
      lng,
      detail: true,
      pollMs: isLive ? POLL_INTERVALS.liveList : POLL_INTERVALS.line,
      onGames(games) {
        onGames(games);
        const updates = marketUpdatesFromGames(store.getState().bets, games);
        if (updates.length > 0) store.dispatch({ type: 'updateMarkets', updates });
      },
    });
  };

  const unsubscribe = store.subscribe(follow);
  follow();
  return () => {
    unsubscribe();
    stopFeed();
  };
}
