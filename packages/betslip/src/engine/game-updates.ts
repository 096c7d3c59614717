import type { CouponBet, MarketUpdate } from '@betfront/coupon';
import type { GameSummary } from '@betfront/contract/sportsbook';
import { liveGameData } from './game-status';

/**
 * What the line says now about the coupon's bets on these games: the current coef, or blocked when the
 * selection is suspended, gone or its game finished; the game's status, score, number and permanent id; and the
 * sides' names in the page's language, so a coupon built in one language reads in the next.
 */
export function marketUpdatesFromGames(bets: readonly CouponBet[], games: readonly GameSummary[]): MarketUpdate[] {
  const gameById = new Map(games.map((game) => [String(game.id), game]));
  const updates: MarketUpdate[] = [];
  for (const bet of bets) {
    const game = gameById.get(bet.game.id);
    if (game === undefined) continue;
    const selection = game.markets.flatMap((market) => market.selections).find((item) => item.id === bet.id);
    const isFinished = game.status === 'finished';
    const coef = selection?.coef ?? null;
    const isBlocked = isFinished || game.isSuspended || coef === null;
    updates.push({
      betId: bet.id,
      isBlocked,
      isLive: game.status === 'live',
      ...(isBlocked || coef === null ? {} : { coef }),
      game: liveGameData(game),
    });
  }
  return updates;
}
