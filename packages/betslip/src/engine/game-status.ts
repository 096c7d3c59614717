import type { CouponGame } from '@betfront/coupon';
import type { GameSummary } from '@betfront/contract/sportsbook';

/**
 * The game status of a coupon bet (site §4 "Bet conditions": 2 and 3 are live, 4 finished): 1 before the start,
 * 2 in play, 3 in play with its markets closed for a moment around a score, 4 over.
 */
export const GAME_STATUS = { line: 1, live: 2, suspended: 3, finished: 4 } as const;

function statusOf(game: GameSummary): number {
  if (game.status === 'finished') return GAME_STATUS.finished;
  if (game.status === 'line') return GAME_STATUS.line;
  return game.isSuspended ? GAME_STATUS.suspended : GAME_STATUS.live;
}

/**
 * A game's number and permanent id: the platform keeps one id a game from the line into play, so both are that
 * id (a coupon bet keeps following the same game when it goes live).
 */
export function gameIdentity(gameId: number): Pick<CouponGame, 'number' | 'permanentId'> {
  return { number: gameId, permanentId: String(gameId) };
}

/** What the live feed says of a bet's game now: its status, score, sides, number and permanent id. */
export function liveGameData(game: GameSummary): Partial<Omit<CouponGame, 'id'>> {
  return {
    ...gameIdentity(game.id),
    statusId: statusOf(game),
    isLive: game.status === 'live',
    isFinished: game.status === 'finished',
    opponent1: game.home.name,
    opponent2: game.away.name,
    ...(game.score ? { score1: game.score.home, score2: game.score.away } : {}),
  };
}
