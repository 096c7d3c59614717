/** The house's side of every movement: where a player's money comes from and goes to. */
export const HOUSE_BOOKS = ['bets', 'grants', 'payments', 'casino', 'bonuses', 'adjustments'] as const;
export type HouseBook = (typeof HOUSE_BOOKS)[number];
