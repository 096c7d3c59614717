import type { BettingSection } from './betting-catalog';
import { emptyPageGames } from './load/page-games';
import type { PageGames } from './load/page-games';

/** A breadcrumb or heading text: a dictionary stem (`{stem}.heading`) with its interpolation values. */
export interface Crumb {
  stem: string;
  href: string;
}

/** A second row of navigation: which tab set and which tab is current. */
export type BettingTabs =
  | { kind: 'menu'; section: 'live' | 'line'; current: string | null }
  | { kind: 'champ'; page: string; current: string | null }
  | { kind: 'cyber'; type: string; current: string | null }
  | { kind: 'page-type'; page: string; current: string | null }
  | { kind: 'toto'; current: string | null }
  | { kind: 'lotto'; current: string | null };

/** What the page's body is made of. */
export type BettingContent =
  | 'home'
  | 'events-live'
  | 'events-line'
  | 'event'
  | 'favorites'
  | 'search'
  | 'express'
  | 'champ'
  | 'cyber'
  | 'toto'
  | 'toto-coupons'
  | 'lotto'
  | 'opened-bets'
  | 'powerbet'
  | 'coupon';

const SPORTSBOOK_CONTENTS = [
  'home',
  'events-live',
  'events-line',
  'event',
  'favorites',
  'search',
  'express',
  'champ',
  'cyber',
] as const satisfies readonly BettingContent[];

/** The pages whose content is the sportsbook's games; the others keep their own body. */
export type SportsbookPageContent = (typeof SPORTSBOOK_CONTENTS)[number];

export function isSportsbookContent(content: BettingContent): content is SportsbookPageContent {
  return (SPORTSBOOK_CONTENTS as readonly BettingContent[]).includes(content);
}

export interface BettingData {
  /** Dictionary stem of the page's `heading` and `description`. */
  stem: string;
  /** Values for the texts, as they are (ids, names read from the URL). */
  vars: Record<string, string>;
  /** Values for the texts that are themselves dictionary keys (e.g. a championship's name). */
  varKeys: Record<string, string>;
  section: BettingSection | null;
  tabs: BettingTabs | null;
  trail: Crumb[];
  content: BettingContent;
  /** The search words of the search page, or the coupon code to load. */
  query: string;
  /** The games and the rest of the sportsbook's content the page shows. */
  games: PageGames;
}

export function bettingPage(stem: string, content: BettingContent, extra: Partial<BettingData> = {}): BettingData {
  return {
    stem,
    vars: {},
    varKeys: {},
    section: null,
    tabs: null,
    trail: [],
    content,
    query: '',
    games: emptyPageGames(),
    ...extra,
  };
}
