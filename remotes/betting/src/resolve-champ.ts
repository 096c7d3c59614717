import type { RemoteRoute } from '@betfront/remote-kit';
import { labelFromSlug } from '@betfront/ui';
import { CHAMP_PAGES, includes } from './betting-catalog';
import { bettingPage } from './betting-data';
import type { BettingData } from './betting-data';

/** `champ`, `epl`, `laliga`, `europaleague`, `ipl` and their `final`, `favorites`, `event/:id`, `game/:game`. */
export function resolveChamp({ name, params }: RemoteRoute): BettingData | null {
  const [page, sub = 'home'] = name.split('.');
  if (!includes(CHAMP_PAGES, page)) return null;
  const shared = {
    varKeys: { champ: `betting.champ_name.${page}` },
    tabs: { kind: 'champ', page, current: sub === 'event' || sub === 'game' ? null : sub } as const,
    trail: sub === 'home' ? [] : [{ stem: 'betting.page.champ.home', href: page }],
  };
  switch (sub) {
    case 'home':
    case 'final':
    case 'favorites':
      return bettingPage(`betting.page.champ.${sub}`, sub === 'favorites' ? 'favorites' : 'champ', shared);
    case 'event':
      return params.id
        ? bettingPage('betting.page.champ.event', 'event', { ...shared, vars: { id: params.id } })
        : null;
    case 'game':
      return params.game
        ? bettingPage('betting.page.game', 'event', { ...shared, vars: { game: labelFromSlug(params.game) } })
        : null;
    default:
      return null;
  }
}
