import type { RemoteRoute } from '@betfront/remote-kit';
import { labelFromSlug } from '@betfront/ui';
import { MENU_SECTIONS, includes } from './betting-catalog';
import { bettingPage } from './betting-data';
import type { BettingData, Crumb } from './betting-data';

/** `/:section/:menuSection?/:sport?/:champ?/:game?` — the live and line pages, down to one game. */
export function resolveSport({ params }: RemoteRoute): BettingData | null {
  const { section, menuSection, sport, champ, game } = params;
  if (section !== 'live' && section !== 'line') return null;
  if (menuSection !== undefined && !includes(MENU_SECTIONS, menuSection)) return null;
  const base = menuSection ? `${section}/${menuSection}` : section;
  const trail: Crumb[] = [{ stem: `betting.page.sport.${section}`, href: section }];
  if (menuSection) trail.push({ stem: `betting.menu.${menuSection}`, href: base });
  const vars: Record<string, string> = {};
  let stem = `betting.page.sport.${section}`;
  if (sport) {
    vars.sport = labelFromSlug(sport);
    stem = `betting.page.sport.${section}.sport`;
  }
  if (sport && champ) {
    trail.push({ stem: `betting.page.sport.${section}.sport`, href: `${base}/${sport}` });
    vars.champ = labelFromSlug(champ);
    stem = 'betting.page.champ-events';
  }
  if (sport && champ && game) {
    trail.push({ stem: 'betting.page.champ-events', href: `${base}/${sport}/${champ}` });
    vars.game = labelFromSlug(game);
    stem = 'betting.page.game';
  }
  const content = game ? 'event' : section === 'live' ? 'events-live' : 'events-line';
  return bettingPage(stem, content, {
    vars,
    section,
    tabs: { kind: 'menu', section, current: menuSection ?? null },
    trail: sport ? trail : [],
  });
}
