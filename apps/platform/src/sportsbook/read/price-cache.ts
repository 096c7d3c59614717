import type { SportDefinition } from '../catalogue/sports';
import type { GameProgress, PricedMarket } from '../pricing/game-markets';
import { priceGame } from '../pricing/game-markets';

const MAX_ENTRIES = 4000;

/**
 * Prices by game and version: a game's markets are priced once per change (a score, a move of form), not once
 * per request. Old versions are dropped wholesale when the cache fills.
 */
export function createPriceCache() {
  const entries = new Map<string, PricedMarket[]>();
  return {
    markets(
      gameId: number,
      version: number,
      sport: SportDefinition,
      strengths: [number, number],
      progress: GameProgress,
    ): PricedMarket[] {
      const key = `${gameId}:${version}`;
      const cached = entries.get(key);
      if (cached) return cached;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      const priced = priceGame(sport, strengths, progress);
      entries.set(key, priced);
      return priced;
    },
  };
}

export type PriceCache = ReturnType<typeof createPriceCache>;
