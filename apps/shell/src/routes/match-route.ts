import { ROUTES } from './catalogue';
import type { RouteName } from './catalogue';
import { compilePattern, matchTokens } from './compile-pattern';
import type { PatternToken } from './compile-pattern';
import type { RouteDefinition } from './route-definition';

export type CatalogueRoute = RouteDefinition & { readonly name: RouteName };

export interface RouteMatch {
  readonly route: CatalogueRoute;
  readonly params: Readonly<Record<string, string>>;
}

interface CompiledRoute {
  readonly order: number;
  readonly route: CatalogueRoute;
  readonly tokens: readonly PatternToken[];
  readonly minSegments: number;
  readonly maxSegments: number;
  /** Static segments whose position is fixed (before any optional part): a cheap early reject. */
  readonly fixedStatics: readonly (readonly [number, string])[];
}

function compileRoute(route: CatalogueRoute, order: number): CompiledRoute {
  const tokens = compilePattern(route.pattern, route.params);
  const required = tokens.filter((token) => token.kind === 'static' || (token.kind === 'param' && !token.optional));
  const firstLoose = tokens.findIndex((token) => token.kind === 'rest' || (token.kind === 'param' && token.optional));
  const fixedPart = firstLoose === -1 ? tokens : tokens.slice(0, firstLoose);
  return {
    order,
    route,
    tokens,
    minSegments: required.length,
    maxSegments: tokens.some((token) => token.kind === 'rest') ? Number.POSITIVE_INFINITY : tokens.length,
    fixedStatics: fixedPart.flatMap((token, index) => (token.kind === 'static' ? [[index, token.value] as const] : [])),
  };
}

const compiled: readonly CompiledRoute[] = ROUTES.map(compileRoute);

function mayMatch(candidate: CompiledRoute, segments: readonly string[]): boolean {
  if (segments.length < candidate.minSegments || segments.length > candidate.maxSegments) return false;
  return candidate.fixedStatics.every(([index, value]) => segments[index] === value);
}

/** The first segments a route can start with; null when any segment may start it. */
function firstSegments(tokens: readonly PatternToken[]): readonly string[] | null {
  const first = tokens[0];
  if (!first) return [''];
  if (first.kind === 'static') return [first.value];
  if (first.kind === 'param' && first.values && !first.optional) return first.values;
  return null;
}

function buildIndex(): { byFirst: Map<string, CompiledRoute[]>; anyFirst: CompiledRoute[] } {
  const byFirst = new Map<string, CompiledRoute[]>();
  const anyFirst: CompiledRoute[] = [];
  for (const entry of compiled) {
    const keys = firstSegments(entry.tokens);
    if (!keys) {
      anyFirst.push(entry);
      continue;
    }
    for (const key of keys) byFirst.set(key, [...(byFirst.get(key) ?? []), entry]);
  }
  for (const [key, entries] of byFirst)
    byFirst.set(
      key,
      [...entries, ...anyFirst].sort((a, b) => a.order - b.order),
    );
  return { byFirst, anyFirst };
}

const { byFirst, anyFirst } = buildIndex();

const byName = new Map<string, CatalogueRoute>(compiled.map(({ route }) => [route.name, route]));

function splitPath(path: string): string[] | null {
  let trimmed = path.startsWith('/') ? path.slice(1) : path;
  if (trimmed.endsWith('/')) trimmed = trimmed.slice(0, -1);
  if (trimmed === '') return [];
  try {
    return trimmed.split('/').map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

/**
 * Finds the page for a path after the language prefix (`information/rules/sport`, with or without
 * leading or trailing slash; no query). Parameters are decoded and checked against their constraints.
 */
export function matchRoute(pathAfterLanguage: string): RouteMatch | null {
  const segments = splitPath(pathAfterLanguage);
  if (!segments || segments.some((segment) => segment === '')) return null;
  const candidates = byFirst.get(segments[0] ?? '') ?? anyFirst;
  for (const candidate of candidates) {
    if (!mayMatch(candidate, segments)) continue;
    const params = matchTokens(candidate.tokens, segments);
    if (params) return { route: candidate.route, params };
  }
  return null;
}

export function findRouteByName(name: string): CatalogueRoute | undefined {
  return byName.get(name);
}
