/** Promotion categories, filtered on the promotions page with `?category=`. */
export const PROMO_CATEGORIES = [
  'all',
  'bookmaker',
  'casino',
  'poker',
  'first-deposit',
  'redeposit',
  'cashback',
] as const;
export type PromoCategory = (typeof PROMO_CATEGORIES)[number];

export function isPromoCategory(value: string): value is PromoCategory {
  return (PROMO_CATEGORIES as readonly string[]).includes(value);
}

/** The bonus games a player can open from the games entrance. */
export const BONUS_GAMES = ['fortuna', 'chest', 'memory', 'safe', 'lottery'] as const;
export type BonusGame = (typeof BONUS_GAMES)[number];

export function isBonusGame(value: string | undefined): value is BonusGame {
  return (BONUS_GAMES as readonly (string | undefined)[]).includes(value);
}

/** The three path families that show the same bonus pages (rules, games, partners). */
export const BONUS_FAMILIES = ['bonus', 'specialoffer', 'bonuses-offers'] as const;
export type BonusFamily = (typeof BONUS_FAMILIES)[number];

export function isBonusFamily(value: string | undefined): value is BonusFamily {
  return (BONUS_FAMILIES as readonly (string | undefined)[]).includes(value);
}

/** The promotions navigation: where each item leads, after the language (a family prefix when given). */
export type PromoNavItem = 'promo' | 'rules' | 'games' | 'bonus-games';

export function navPath(item: PromoNavItem, family: BonusFamily): string {
  switch (item) {
    case 'promo':
      return 'promo';
    case 'rules':
      return `${family}/rules`;
    case 'games':
      return `${family}/games`;
    case 'bonus-games':
      return 'allgamesentrance';
  }
}

export const PROMO_NAV: readonly PromoNavItem[] = ['promo', 'rules', 'games', 'bonus-games'];

/** Identifiers in promotion URLs (promotion ids, landings, partners): letters, digits, `_` and `-`. */
export const PROMO_SLUG = /^[a-z0-9][a-z0-9_-]{0,63}$/i;
