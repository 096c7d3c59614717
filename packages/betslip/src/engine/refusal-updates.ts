import type { MarketUpdate } from '@betfront/coupon';
import type { PlaceErrorDetails } from '@betfront/contract/bets';

/** Refusals whose answer lists the selections' current coefs in `changes`. */
export const CHANGES_ERROR_CODES: readonly string[] = ['odds_changed', 'market_suspended'];

/**
 * What a refusal's `changes` say about the coupon's bets: a new coef goes through the coef-change policy like
 * any price from the line; a selection not offered now (coef null) is blocked.
 */
export function marketUpdatesFromChanges(changes: NonNullable<PlaceErrorDetails['changes']>): MarketUpdate[] {
  return changes.map(({ id, coef }) =>
    coef === null ? { betId: id, isBlocked: true } : { betId: id, coef, isBlocked: false },
  );
}
