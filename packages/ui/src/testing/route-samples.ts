/**
 * Test support for remotes: builds a valid context for any catalogue route, so a remote's tests can walk
 * every route the shell assigns to it.
 */
type ParamConstraint =
  { readonly values: readonly string[] } | { readonly pattern: RegExp; readonly maxLength?: number };

export interface CatalogueRoute {
  readonly name: string;
  readonly pattern: string;
  readonly remote: string;
  readonly params?: Readonly<Record<string, ParamConstraint>>;
}

export interface SampleContext {
  lng: string;
  route: { name: string; params: Record<string, string>; query: Record<string, string>; path: string };
  user: { id: number } | null;
  isMobile: boolean;
}

const PATTERN_CANDIDATES = ['1-football', '12345'];

interface PatternParam {
  name: string;
  optional: boolean;
}

function patternParams(pattern: string): PatternParam[] {
  return pattern
    .split('/')
    .filter((segment) => segment.startsWith(':') || segment.startsWith('*'))
    .map((segment) => ({ name: segment.replace(/^[:*]/, '').replace(/\?$/, ''), optional: segment.endsWith('?') }));
}

function sampleFor(constraint: ParamConstraint | undefined): string | undefined {
  if (!constraint) return undefined;
  if ('values' in constraint) return constraint.values[0];
  return PATTERN_CANDIDATES.find((candidate) => constraint.pattern.test(candidate));
}

/**
 * Parameters for a route: every required parameter gets `given[name]`, else the first value its
 * constraint allows; optional parameters appear only when given.
 */
export function sampleParams(
  route: CatalogueRoute,
  given: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const params: Record<string, string> = {};
  for (const { name, optional } of patternParams(route.pattern)) {
    const value = given[name] ?? (optional ? undefined : sampleFor(route.params?.[name]));
    if (value === undefined && !optional) throw new Error(`route ${route.name}: no sample for required ${name}`);
    if (value !== undefined) params[name] = value;
  }
  return params;
}

/** The path a route has with the given parameters, after the language prefix. */
function pathOf(lng: string, route: CatalogueRoute, params: Readonly<Record<string, string>>): string {
  const segments = route.pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':') && !segment.startsWith('*')) return segment;
      return params[segment.replace(/^[:*]/, '').replace(/\?$/, '')];
    })
    .filter((segment): segment is string => segment !== undefined);
  return `/${[lng, ...segments].join('/')}`;
}

export function sampleContext(
  lng: string,
  route: CatalogueRoute,
  params: Readonly<Record<string, string>>,
  query: Readonly<Record<string, string>> = {},
): SampleContext {
  return {
    lng,
    route: { name: route.name, params: { ...params }, query: { ...query }, path: pathOf(lng, route, params) },
    user: { id: 1 },
    isMobile: false,
  };
}

/** The text of the page's first-level heading in server-rendered markup. */
export function headingOf(html: string): string | undefined {
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return match?.[1]
    ?.replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"');
}
