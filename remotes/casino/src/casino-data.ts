import type { RemoteRoute } from '@betfront/remote-kit';
import { labelFromSlug } from '@betfront/ui';
import { isCasinoSection, isSubcategory } from './casino-catalog';
import type { CasinoBonusTab, CasinoCategory, CasinoSection } from './casino-catalog';

/** What the page's body is made of. */
export type CasinoContent =
  | 'games'
  | 'game'
  | 'thankyou'
  | 'search'
  | 'providers'
  | 'provider'
  | 'favorites'
  | 'recommended'
  | 'authorization'
  | 'bonuses'
  | 'bonus'
  | 'tournaments'
  | 'tournament'
  | 'tournament-results'
  | 'promotions'
  | 'promo';

export interface CasinoCrumb {
  stem: string;
  href: string;
}

export interface CasinoData {
  /** Dictionary stem of the page's `heading` and `description`. */
  stem: string;
  vars: Record<string, string>;
  category: CasinoCategory | null;
  /** The section whose sub-category bar is shown, with the current sub-category. */
  subcategories: { section: CasinoSection; current: string | null } | null;
  subNav: 'my-casino' | 'bonus' | null;
  bonusTab: CasinoBonusTab | null;
  /** Parent pages between home and this page, as paths after the language. */
  trail: CasinoCrumb[];
  content: CasinoContent;
  /** The search words of the search page. */
  query: string;
}

const SEARCH_QUERY_MAX = 100;

const CATEGORY_PAGES: Readonly<Record<string, CasinoCategory>> = {
  'casino-lobby': 'lobby',
  bingo: 'bingo',
  virtualsports: 'virtualsports',
  scratchcards: 'scratchcards',
  tvgames: 'tvgames',
  fishinghunting: 'fishinghunting',
  'crash-games': 'crash-games',
  keno: 'keno',
  'asian-games': 'asian-games',
  'card-games': 'card-games',
  'fast-bet': 'fast-bet',
  'skill-games': 'skill-games',
  poker: 'poker',
};

const LOBBY: CasinoCrumb = { stem: 'casino.page.casino-lobby', href: 'casino-lobby' };
const BONUSES: CasinoCrumb = { stem: 'casino.page.bonus.casino', href: 'bonus/casino' };
const TOURNAMENTS: CasinoCrumb = { stem: 'casino.page.bonus.casino.tournaments', href: 'bonus/casino/tournaments' };

function page(stem: string, content: CasinoContent, extra: Partial<CasinoData> = {}): CasinoData {
  return {
    stem,
    vars: {},
    category: null,
    subcategories: null,
    subNav: null,
    bonusTab: null,
    trail: [LOBBY],
    content,
    query: '',
    ...extra,
  };
}

function sectionPage(section: CasinoSection, subcategory: string | undefined): CasinoData | null {
  if (subcategory !== undefined && !isSubcategory(section, subcategory)) return null;
  const sectionCrumb = { stem: `casino.page.${section}`, href: section };
  if (subcategory === undefined) {
    return page(`casino.page.${section}`, 'games', { category: section, subcategories: { section, current: null } });
  }
  return page(`casino.sub.${section}.${subcategory}`, 'games', {
    category: section,
    subcategories: { section, current: subcategory },
    trail: [LOBBY, sectionCrumb],
  });
}

function bonusPage(stem: string, tab: CasinoBonusTab, content: CasinoContent, extra: Partial<CasinoData> = {}) {
  return page(stem, content, {
    subNav: 'bonus',
    bonusTab: tab,
    category: 'tournaments',
    trail: [LOBBY, BONUSES],
    ...extra,
  });
}

/** What a route shows, or null when the route or its parameters name nothing this remote knows. */
export function resolveCasinoRoute(route: RemoteRoute): CasinoData | null {
  const { params } = route;
  const category = CATEGORY_PAGES[route.name];
  if (category)
    return page(`casino.page.${route.name}`, 'games', { category, trail: category === 'lobby' ? [] : [LOBBY] });
  switch (route.name) {
    case 'casino-section':
      return isCasinoSection(params.section) ? sectionPage(params.section, params.subcategory) : null;
    case 'casino-section.thankyou':
      if (!isCasinoSection(params.section)) return null;
      return page('casino.page.thankyou', 'thankyou', {
        category: params.section,
        vars: { section: params.section },
        trail: [LOBBY, { stem: `casino.page.${params.section}`, href: params.section }],
      });
    case 'slots.vulkan':
      return page('casino.page.slots.vulkan', 'games', {
        category: 'slots',
        trail: [LOBBY, { stem: 'casino.page.slots', href: 'slots' }],
      });
    case 'game':
      if (!params.gameId || !params.gameName) return null;
      return page('casino.page.game', 'game', { vars: { name: labelFromSlug(params.gameName), id: params.gameId } });
    case 'casino-search':
      return page('casino.page.casino-search', 'search', { query: (route.query.q ?? '').slice(0, SEARCH_QUERY_MAX) });
    case 'providers':
      if (params.provider === undefined) return page('casino.page.providers', 'providers', { category: 'providers' });
      return page('casino.page.provider', 'provider', {
        category: 'providers',
        vars: { provider: labelFromSlug(params.provider) },
        trail: [LOBBY, { stem: 'casino.page.providers', href: 'providers' }],
      });
    case 'my-casino.favorites':
      return page('casino.page.my-casino.favorites', 'favorites', { subNav: 'my-casino' });
    case 'my-casino.recommended':
      return page('casino.page.my-casino.recommended', 'recommended', { subNav: 'my-casino' });
    case 'my-casino.authorization':
      return page('casino.page.my-casino.authorization', 'authorization');
    case 'bonus.casino':
      if (params.id === undefined)
        return bonusPage('casino.page.bonus.casino', 'bonuses', 'bonuses', { trail: [LOBBY] });
      return bonusPage('casino.page.bonus.casino.item', 'bonuses', 'bonus', {
        vars: { bonus: labelFromSlug(params.id) },
      });
    case 'bonus.casino.tournaments':
      if (params.id === undefined)
        return bonusPage('casino.page.bonus.casino.tournaments', 'tournaments', 'tournaments');
      return bonusPage('casino.page.bonus.casino.tournament', 'tournaments', 'tournament', {
        vars: { id: params.id },
        trail: [LOBBY, BONUSES, TOURNAMENTS],
      });
    case 'bonus.casino.tournaments.results':
      if (!params.id) return null;
      return bonusPage('casino.page.bonus.casino.tournaments.results', 'tournaments', 'tournament-results', {
        vars: { id: params.id },
        trail: [
          LOBBY,
          BONUSES,
          TOURNAMENTS,
          { stem: 'casino.page.bonus.casino.tournament', href: `bonus/casino/tournaments/${params.id}` },
        ],
      });
    case 'bonus.casino.promotions':
      return bonusPage('casino.page.bonus.casino.promotions', 'promotions', 'promotions');
    case 'bonus.casino.promo':
      return bonusPage('casino.page.bonus.casino.promo', 'promo', 'promo');
    default:
      return null;
  }
}
