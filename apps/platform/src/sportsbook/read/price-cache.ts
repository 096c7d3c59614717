import type { SportDefinition } from '../catalogue/sports';
import type { GameProgress, PricedMarket } from '../pricing/game-markets';
import { priceGame } from '../pricing/game-markets';

const MAX_GAMES = 4000;

/**
 * Prices by game and version: a game's markets are priced once per change (a score, a move of form), not once
 * per request or per feed client. Each game keeps only its latest version, so games in play do not push the
 * line's prices out.
 */
export function createPriceCache() {
  const entries = new Map<number, { version: number; markets: PricedMarket[] }>();
  return {
    markets(
      gameId: number,
      version: number,
      sport: SportDefinition,
      strengths: [number, number],
      progress: GameProgress,
    ): PricedMarket[] {
      const cached = entries.get(gameId);
      if (cached?.version === version) return cached.markets;
      if (!cached && entries.size >= MAX_GAMES) entries.clear();
      const markets = priceGame(sport, strengths, progress);
      entries.set(gameId, { version, markets });
      return markets;
    },
  };
}
