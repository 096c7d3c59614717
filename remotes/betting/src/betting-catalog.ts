/** The betting sections menu, in display order, with the path each section lives at. */
export const BETTING_SECTIONS = [
  { id: 'home', path: '' },
  { id: 'live', path: 'live' },
  { id: 'line', path: 'line' },
  { id: 'cyber', path: 'cyber/live/all' },
  { id: 'express-day', path: 'express-day' },
  { id: 'favorites', path: 'favorites' },
  { id: 'search-events', path: 'search-events' },
  { id: 'toto', path: 'toto' },
  { id: 'lotto', path: 'lotto' },
  { id: 'results', path: 'results' },
] as const;

export type BettingSection = (typeof BETTING_SECTIONS)[number]['id'];

/** The `menuSection` tabs of the live and line pages. */
export const MENU_SECTIONS = ['popular', 'top', 'today', 'upcoming', 'cyber', 'long-term', 'specials'] as const;

/** Championship pages that have their own home, final, favourites, events and games. */
export const CHAMP_PAGES = ['champ', 'epl', 'laliga', 'europaleague', 'ipl'] as const;
export const CHAMP_TABS = ['home', 'final', 'favorites'] as const;

export const CYBER_TYPES = ['live', 'line'] as const;

/** Page types with their own games: marble sports, UFC and the top games (live and line), politics (line). */
export const PAGE_TYPES = ['marble', 'ufc', 'politics', 'topgame'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export const TOTO_TABS = ['home', 'draw', 'next', 'draws', 'coupons', 'nonimees'] as const;

export const LOTTO_TABS = ['catalog', 'results'] as const;

export function includes<T extends string>(list: readonly T[], value: string | undefined): value is T {
  return (list as readonly (string | undefined)[]).includes(value);
}
