import type { RemoteRoute } from '@betfront/remote-kit';
import { labelFromSlug } from '@betfront/ui';
import { CYBER_TYPES, includes, PAGE_TYPES } from './betting-catalog';
import type { PageType } from './betting-catalog';
import { bettingPage } from './betting-data';
import type { BettingData, Crumb } from './betting-data';

/** The tab a page type opens on when its path names none. */
export const DEFAULT_MODE = 'line';

const tabsOf = (page: PageType, current: string | null) =>
  page === 'politics' ? null : ({ kind: 'page-type', page, current } as const);

/**
 * `marble/:section?/:sport?`, `ufc/:section?`, `topgame/:section?`, `politics/:champ?` and each one's
 * `game/:game`; null for any other route.
 */
export function resolvePageType({ name, params }: RemoteRoute): BettingData | null {
  const [page, sub] = name.split('.');
  if (!includes(PAGE_TYPES, page)) return null;
  const home: Crumb = { stem: `page-types.${page}.home`, href: page };
  if (sub === 'game') {
    if (!params.game) return null;
    return bettingPage('page-types.game', 'event', {
      vars: { game: labelFromSlug(params.game) },
      tabs: tabsOf(page, null),
      trail: [home],
    });
  }
  if (page === 'politics') {
    if (!params.champ) return bettingPage('page-types.politics.home', 'events-line');
    return bettingPage('page-types.politics.champ', 'events-line', {
      vars: { champ: labelFromSlug(params.champ) },
      trail: [home],
    });
  }
  const mode = params.section ?? DEFAULT_MODE;
  if (!includes(CYBER_TYPES, mode)) return null;
  const content = mode === 'live' ? 'events-live' : 'events-line';
  if (page === 'marble' && params.sport) {
    return bettingPage('page-types.marble.sport', content, {
      vars: { sport: labelFromSlug(params.sport) },
      varKeys: { mode: `page-types.mode.${mode}` },
      tabs: tabsOf(page, mode),
      trail: [home],
    });
  }
  return bettingPage(`page-types.${page}.${mode}`, content, { tabs: tabsOf(page, mode) });
}
