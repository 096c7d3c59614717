import type { BetLiveState } from '@betfront/bet-views';
import type { PlacedBet } from '@betfront/contract/bets';
import type { LiveGames } from './use-live-games';

/**
 * A selection as the live feed has its game now: live while the game is in play and the selection is
 * unsettled; the settled score, else the live one while the game is in play.
 */
export function liveStateFromGames(games: LiveGames): (bet: PlacedBet) => BetLiveState {
  return (bet) => {
    const game = games.get(bet.gameId);
    const inPlay = game?.status === 'live';
    return { isLive: inPlay && bet.statusId < 0, score: bet.score ?? (inPlay ? game.score : null) };
  };
}
