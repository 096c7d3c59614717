import { dependentBetIds, isCouponTypeId } from '@betfront/coupon';
import type { PricedBet } from './price-bets';
import { PlaceRefusal } from './place-refusal';

/**
 * Refuses a coupon whose type combines bets when two of them are on one game. Each selection is priced
 * alone, so an express of home win and "home or draw" would pay far above the book's price of the outcome.
 */
export function refuseDependentSelections(typeId: number, bets: readonly PricedBet[]): void {
  if (!isCouponTypeId(typeId)) return;
  const dependent = dependentBetIds(
    typeId,
    bets.map((bet) => ({ id: bet.selectionId, gameId: bet.game.id })),
  );
  if (dependent.size === 0) return;
  throw new PlaceRefusal(
    409,
    'dependent_selections',
    `Selections of one game cannot be combined in this coupon type; place them as singles: ${[...dependent].join(', ')}`,
  );
}
