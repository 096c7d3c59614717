import type { RouteDefinition } from './route-definition';

/** A page's SEO keys: its stream and section, and the championship and match it shows, when it shows one. */
export interface RouteSeoKeys {
  stream: string;
  section: string;
  championshipId: number | null;
  matchId: number | null;
}

const resolve = (value: string, params: Readonly<Record<string, string>>): string =>
  value.startsWith(':') ? (params[value.slice(1)] ?? '') : value;

/** The id an entity slug starts with ("88-premier-league" is 88); null when the path left the parameter out. */
function idOf(slug: string | undefined): number | null {
  const digits = slug === undefined ? null : /^\d{1,12}/.exec(slug)?.[0];
  return digits ? Number(digits) : null;
}

/** The SEO keys of a matched page, parameters filled in; null for pages without SEO data. */
export function resolveRouteSeo(route: RouteDefinition, params: Readonly<Record<string, string>>): RouteSeoKeys | null {
  if (!route.seo) return null;
  return {
    stream: resolve(route.seo.stream, params),
    section: resolve(route.seo.section, params),
    championshipId: idOf(params.champ),
    matchId: idOf(params.game),
  };
}
