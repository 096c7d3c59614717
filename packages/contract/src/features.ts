/**
 * Feature numbers of the site config (`features`): a route that names a required feature answers 404
 * while that feature is switched off.
 */
export const FEATURE_NUMBERS = {
  sportsLine: 1,
  sportsLive: 2,
  casino: 3,
  liveCasino: 4,
  virtualSports: 5,
  poker: 6,
  toto: 7,
  lotto: 8,
  bingo: 9,
  cyberSports: 10,
  promotions: 11,
  teamCash: 12,
  oneTapSignIn: 13,
  results: 14,
  tvGames: 15,
  scratchCards: 16,
  crashGames: 17,
  keno: 18,
  fastGames: 19,
  vipBet: 20,
  installAppPrompt: 21,
  ageRestrictionPopup: 22,
  sessionTimeLimit: 23,
  bettingAlphabet: 24,
  news: 25,
  expressOfTheDay: 26,
  betsOnYour: 27,
  gamesProject: 28,
  huntingAndFishing: 29,
  bettingAwards: 30,
  bonusGames: 31,
  cashback: 32,
  bringFriend: 33,
  rewards: 34,
  callback: 35,
  /** The bonus bet an express of 3 or more selections carries (site §4). */
  bonusBet: 36,
} as const;

/** Route numbers of the site config (`routes`): a route flagged with a number is available only while it is on. */
export const ROUTE_NUMBERS = {
  promotionsCatalogue: 41,
  news: 42,
  bettingAlphabet: 43,
  results: 44,
  totoFrame: 45,
  lotto: 46,
  bonusRules: 47,
  bringFriend: 48,
  cashTerminals: 49,
  bettingCalculator: 50,
} as const;
