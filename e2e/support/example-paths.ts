import { compilePattern } from '../../apps/shell/src/routes/compile-pattern';
import { ROUTES } from '../../apps/shell/src/routes/catalogue';
import { matchRoute } from '../../apps/shell/src/routes/match-route';
import type { RouteDefinition } from '../../apps/shell/src/routes/route-definition';

const CANDIDATES = ['1-football', '1', '101', 'sport', 'main', 'summer-cup', 'abc'];

/** A path that opens the route with every parameter filled (optional ones too), checked against the matcher. */
export function examplePath(route: RouteDefinition): string {
  const tokens = compilePattern(route.pattern, route.params);
  const segments = tokens.map((token) => {
    if (token.kind === 'static') return token.value;
    if (token.kind === 'rest') return 'page';
    const value = token.values?.[0] ?? CANDIDATES.find((candidate) => token.accepts(candidate));
    if (value === undefined) throw new Error(`no example value for :${token.name} of ${route.name}`);
    return value;
  });
  const path = segments.join('/');
  const match = matchRoute(path);
  if (match?.route.name !== route.name) throw new Error(`example path ${path} does not open ${route.name}`);
  return path;
}

export const CATALOGUE: readonly RouteDefinition[] = ROUTES;
