import { BET_STATUS } from '@betfront/coupon';
import type { BetStatusId } from '@betfront/coupon';
import type { GameScore } from '@betfront/contract/sportsbook';
import type { VirtualResult } from '@betfront/contract/virtual';
import type { Queryable } from '../db/database';
import { isRaceKind, marketSpec } from '../sportsbook/pricing/market-kinds';
import { parseSelectionId } from '../sportsbook/read/selection-id';
import type { SelectionRef } from '../sportsbook/read/selection-id';
import { VIRTUAL_GAME_ID_BASE } from './coupon-games';

export interface OpenBetOfPlayedMatch {
  couponId: string;
  position: number;
  selectionId: string;
  result: VirtualResult;
}

/** Coupon bets without a result whose virtual match has been played. */
export function findOpenBetsOfPlayedMatches(db: Queryable): Promise<OpenBetOfPlayedMatch[]> {
  return db.query<OpenBetOfPlayedMatch>(
    `select b.coupon_id as "couponId", b.position, b.selection_id as "selectionId", r.result
     from coupon_bets b join virtual_rounds r on r.id = b.game_id - $1
     where b.status_id = -2 and b.game_id > $1 and r.settled_at is not null
     order by b.coupon_id, b.position`,
    [VIRTUAL_GAME_ID_BASE],
  );
}

/** The final score of a played match: goals, or sets won; a race has none, only its finishing order. */
export const matchScore = (result: VirtualResult): GameScore | null =>
  result.score.length === 0 ? null : { home: result.score[0] ?? 0, away: result.score[1] ?? 0 };

/** A race bet wins when its horse finishes within the places its market pays: the first, or the first `line`. */
function resolveRaceBet(ref: SelectionRef, result: VirtualResult): BetStatusId {
  const places = ref.key.kind === 'race-place' ? (ref.key.line ?? 1) : 1;
  const finished = result.order.indexOf(Number(ref.code) - 1);
  if (finished < 0) throw new Error(`the race has no horse ${ref.code}`);
  return finished < places ? BET_STATUS.win : BET_STATUS.lose;
}

/** How a bet on a played match settles, by the same rule as the sportsbook's market of that kind. */
export function resolveMatchBet(bet: OpenBetOfPlayedMatch): BetStatusId {
  const ref = parseSelectionId(bet.selectionId);
  if (!ref) throw new Error('the selection id names no market');
  if (isRaceKind(ref.key.kind)) return resolveRaceBet(ref, bet.result);
  const outcome = marketSpec(ref.key).outcomes.find((candidate) => candidate.code === ref.code);
  if (!outcome) throw new Error(`the market ${ref.key.kind} has no selection ${ref.code}`);
  return outcome.resolve(matchScore(bet.result) ?? { home: 0, away: 0 });
}
