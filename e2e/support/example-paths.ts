import { compilePattern } from '../../apps/shell/src/routes/compile-pattern';
import { ROUTES } from '../../apps/shell/src/routes/catalogue';
import { matchRoute } from '../../apps/shell/src/routes/match-route';
import type { RouteDefinition } from '../../apps/shell/src/routes/route-definition';

const CANDIDATES = ['1-football', '1', '101', 'sport', 'main', 'summer-cup', 'abc'];

/** Required parameters that name content of the demo site. */
const CONTENT_VALUES: Readonly<Record<string, string>> = {
  gameRoute: 'fortuna',
  landingRoute: 'fortuna',
  gameId: '101',
  landingId: 'welcome',
};

/** A partner page names a published partner article of the demo content. */
const PARTNER_VALUES: Readonly<Record<string, string>> = { id: 'northern-hockey-league' };
const namesPartner = (route: RouteDefinition) => route.name.endsWith('.partners');

/**
 * The first game the demo schedule writes (the sportsbook's game ids start there): a game page and a game's
 * statistics must name one.
 */
const DEMO_GAME_ID = '30000001';
const GAME_VALUES: Readonly<Record<string, string>> = { id: DEMO_GAME_ID, game: `${DEMO_GAME_ID}-demo` };
const namesGame = (route: RouteDefinition) => /\.(event|game)$/.test(route.name);

/**
 * A path that opens the route: required parameters filled with a value their constraint accepts, optional
 * ones left out so the page shows its own index; checked against the matcher.
 */
export function examplePath(route: RouteDefinition): string {
  const tokens = compilePattern(route.pattern, route.params);
  const segments = tokens.flatMap((token) => {
    if (token.kind === 'static') return [token.value];
    if (token.kind === 'rest') return route.name === 'statisticpopup' ? ['game', DEMO_GAME_ID] : ['page'];
    if (token.optional) return [];
    const value =
      (namesGame(route) ? GAME_VALUES[token.name] : undefined) ??
      (namesPartner(route) ? PARTNER_VALUES[token.name] : undefined) ??
      CONTENT_VALUES[token.name] ??
      token.values?.[0] ??
      CANDIDATES.find((candidate) => token.accepts(candidate));
    if (value === undefined) throw new Error(`no example value for :${token.name} of ${route.name}`);
    return [value];
  });
  const path = segments.join('/');
  const match = matchRoute(path);
  if (match?.route.name !== route.name) throw new Error(`example path ${path} does not open ${route.name}`);
  return path;
}

export const CATALOGUE: readonly RouteDefinition[] = ROUTES;
