/**
 * Feature numbers a route may require (`RouteFlags.requiredFeature`); a route whose feature is not in the
 * site config's `features` answers 404.
 */
export const FEATURE = {
  toto: 1,
  lotto: 2,
  cyber: 3,
  bettingAlphabet: 4,
  gamesProject: 5,
  huntingAndFishing: 6,
  bettingAwards: 7,
  bonusGames: 8,
  cashback: 9,
  bringFriend: 10,
  rewards: 11,
  expressDay: 12,
  betsOnYour: 13,
  callback: 14,
} as const;

/** Route numbers a route may require (`RouteFlags.requiredRoute`), checked against the config's `routes`. */
export const ROUTE_NUMBER = {
  bonusRules: 47,
} as const;
