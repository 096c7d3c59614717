import { useEffect } from 'react';
import type { CashOutOffers } from '@betfront/bet-views';
import type { LiveGames } from './use-live-games';

/**
 * The live feed pushes the coupons' games as their prices move: the sale values are asked for again at once, not
 * at the next poll, so a value follows the odds within the feed's delay.
 */
export function useOffersOnMoves(offers: CashOutOffers, games: LiveGames): void {
  const { refresh } = offers;
  useEffect(() => {
    if (games.size > 0) refresh();
  }, [games, refresh]);
}
