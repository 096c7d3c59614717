import type { RemoteRoute } from '@betfront/remote-kit';
import { labelFromSlug } from '@betfront/ui';
import { CYBER_TYPES, includes } from './betting-catalog';
import { bettingPage } from './betting-data';
import type { BettingData, Crumb } from './betting-data';

/** `cyber/:type/all`, `cyber/:type/champs`, `cyber/:type/game/:game`, `cyber/:type/:discipline?/:champ?`. */
export function resolveCyber({ name, params }: RemoteRoute): BettingData | null {
  const { type, discipline, champ, game } = params;
  if (!includes(CYBER_TYPES, type)) return null;
  const home: Crumb = { stem: `betting.page.cyber.${type}`, href: `cyber/${type}/all` };
  const shared = { section: 'cyber' as const, varKeys: { type: `betting.cyber_type.${type}` } };
  const tabs = (current: string | null) => ({ kind: 'cyber', type, current }) as const;
  switch (name) {
    case 'cyber.all':
      return bettingPage(`betting.page.cyber.${type}`, 'cyber', { ...shared, tabs: tabs(type) });
    case 'cyber.champs':
      return bettingPage('betting.page.cyber.champs', 'cyber', { ...shared, tabs: tabs('champs'), trail: [home] });
    case 'cyber.game':
      if (!game) return null;
      return bettingPage('betting.page.game', 'event', {
        ...shared,
        vars: { game: labelFromSlug(game) },
        tabs: tabs(null),
        trail: [home],
      });
    case 'cyber': {
      if (!discipline) return bettingPage(`betting.page.cyber.${type}`, 'cyber', { ...shared, tabs: tabs(type) });
      const vars = { discipline: labelFromSlug(discipline), ...(champ ? { champ: labelFromSlug(champ) } : {}) };
      const trail = champ
        ? [home, { stem: 'betting.page.cyber.discipline', href: `cyber/${type}/${discipline}` }]
        : [home];
      const stem = champ ? 'betting.page.cyber.champ' : 'betting.page.cyber.discipline';
      return bettingPage(stem, 'cyber', { ...shared, vars, tabs: tabs(null), trail });
    }
    default:
      return null;
  }
}
