/**
 * The house's side of every movement: where a player's money comes from and goes to. `withdrawals` holds the
 * money of withdrawals waiting for a decision: it leaves to `payments` when paid out, back to the player when not.
 * `prepaid` holds the players' prepaid stakes (free bets) until a coupon stakes them.
 */
export const HOUSE_BOOKS = [
  'bets',
  'grants',
  'payments',
  'casino',
  'bonuses',
  'adjustments',
  'withdrawals',
  'prepaid',
] as const;
export type HouseBook = (typeof HOUSE_BOOKS)[number];
