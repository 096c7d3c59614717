import type { PlacedBet } from '@betfront/contract/bets';

/** What a selection shows of its game: the live badge, and the score (null: none yet). */
export interface BetLiveState {
  isLive: boolean;
  score: PlacedBet['score'];
}

/** A selection as it was placed: live while it waits for its result if placed in play; the final score once settled. */
export function placedLiveState(bet: PlacedBet): BetLiveState {
  return { isLive: bet.isLive && bet.statusId < 0, score: bet.score };
}
