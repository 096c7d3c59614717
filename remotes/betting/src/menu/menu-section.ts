import type { GameSummary } from '@betfront/contract/sportsbook';

const HOUR = 3_600_000;
const UPCOMING_WITHIN = 3 * HOUR;
const LONG_TERM_FROM = 3 * 24 * HOUR;

/** The platform query a menu section (`popular`, `top`, `cyber` …) narrows the list with. */
export function menuSectionQuery(menuSection: string | undefined): { topOnly?: boolean; cyber?: 'only' } {
  if (menuSection === 'top') return { topOnly: true };
  if (menuSection === 'cyber') return { cyber: 'only' };
  return {};
}

/** The games of a menu section that depends on the start time; `specials` has no games of this sportsbook. */
export function filterByMenuSection(games: GameSummary[], menuSection: string | undefined, now: number): GameSummary[] {
  const startsIn = (game: GameSummary) => Date.parse(game.startAt) - now;
  switch (menuSection) {
    case 'today': {
      const endOfDay = new Date(now).setUTCHours(24, 0, 0, 0);
      return games.filter((game) => Date.parse(game.startAt) < endOfDay);
    }
    case 'upcoming':
      return games.filter((game) => startsIn(game) >= 0 && startsIn(game) <= UPCOMING_WITHIN);
    case 'long-term':
      return games.filter((game) => startsIn(game) >= LONG_TERM_FROM);
    case 'specials':
      return [];
    default:
      return games;
  }
}
