import { COUPON_TYPE, type CouponTypeId } from '../coupon-types';

/**
 * Types whose every bet is a coupon of its own, so two selections of one game never meet in one price:
 * single, multi (singles results) and many singles. Every other type prices legs together (express, system,
 * lucky, patent and anti-express multiply them; chain and conditional stake a leg with what an earlier one
 * returned), and a book that priced each leg alone would pay a correlated outcome twice.
 */
export const TYPES_OF_SEPARATE_BETS: readonly CouponTypeId[] = [
  COUPON_TYPE.single,
  COUPON_TYPE.multi,
  COUPON_TYPE.manySingles,
];

export function typeCombinesBets(typeId: CouponTypeId): boolean {
  return !TYPES_OF_SEPARATE_BETS.includes(typeId);
}

/** A bet as the dependency rule reads it: its selection id and the id of the game it is on. */
export interface DependencySubject {
  readonly id: string;
  readonly gameId: string | number;
}

/**
 * The ids of the bets that share their game with another bet: any market and any period of a game (first
 * half, corners, the full game) is the same game.
 */
export function sameGameBetIds(bets: readonly DependencySubject[]): Set<string> {
  const countByGame = new Map<string, number>();
  for (const bet of bets) countByGame.set(String(bet.gameId), (countByGame.get(String(bet.gameId)) ?? 0) + 1);
  return new Set(bets.filter((bet) => (countByGame.get(String(bet.gameId)) ?? 0) > 1).map((bet) => bet.id));
}

/** The bets of a coupon that depend on another bet they are combined with: none in a type of separate bets. */
export function dependentBetIds(typeId: CouponTypeId, bets: readonly DependencySubject[]): Set<string> {
  return typeCombinesBets(typeId) ? sameGameBetIds(bets) : new Set();
}
