/** The casino category bar, in display order: each category and the path it lives at. */
export const CASINO_CATEGORIES = [
  { id: 'lobby', path: 'casino-lobby' },
  { id: 'slots', path: 'slots' },
  { id: 'live-casino', path: 'live-casino' },
  { id: 'tvgames', path: 'tvgames' },
  { id: 'virtualsports', path: 'virtualsports' },
  { id: 'crash-games', path: 'crash-games' },
  { id: 'fast-bet', path: 'fast-bet' },
  { id: 'card-games', path: 'card-games' },
  { id: 'asian-games', path: 'asian-games' },
  { id: 'skill-games', path: 'skill-games' },
  { id: 'keno', path: 'keno' },
  { id: 'bingo', path: 'bingo' },
  { id: 'scratchcards', path: 'scratchcards' },
  { id: 'fishinghunting', path: 'fishinghunting' },
  { id: 'poker', path: 'poker' },
  { id: 'providers', path: 'providers' },
  { id: 'tournaments', path: 'bonus/casino/tournaments' },
] as const;

export type CasinoCategory = (typeof CASINO_CATEGORIES)[number]['id'];

/** Sub-categories of the two sections that have them (`/{section}/{subcategory}`). */
export const SUBCATEGORIES = {
  slots: ['popular', 'new', 'jackpots', 'megaways', 'bonus-buy', 'classic'],
  'live-casino': ['roulette', 'blackjack', 'baccarat', 'poker', 'game-shows'],
} as const;

export type CasinoSection = keyof typeof SUBCATEGORIES;

export function isCasinoSection(value: string | undefined): value is CasinoSection {
  return value === 'slots' || value === 'live-casino';
}

export function isSubcategory(section: CasinoSection, value: string): boolean {
  return (SUBCATEGORIES[section] as readonly string[]).includes(value);
}

/** Sub-navigation of the personal casino and of the casino bonus pages. */
export const MY_CASINO_TABS = ['favorites', 'recommended'] as const;
export const CASINO_BONUS_TABS = [
  { id: 'bonuses', path: 'bonus/casino' },
  { id: 'tournaments', path: 'bonus/casino/tournaments' },
  { id: 'promotions', path: 'bonus/casino/promotions' },
  { id: 'promo', path: 'bonus/casino/promo' },
] as const;
export type CasinoBonusTab = (typeof CASINO_BONUS_TABS)[number]['id'];
