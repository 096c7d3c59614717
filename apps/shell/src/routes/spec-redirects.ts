import type { RouteName } from './catalogue';
import { buildRoutePath } from './build-route-path';
import { compilePattern, matchTokens } from './compile-pattern';
import type { PatternToken } from './compile-pattern';

export interface SpecRedirect {
  readonly location: string;
  readonly status: 301;
}

interface RedirectRule {
  readonly tokens: readonly PatternToken[];
  readonly target: (params: Readonly<Record<string, string>>, query: URLSearchParams) => RouteName;
}

const rule = (pattern: string, target: RedirectRule['target']): RedirectRule => ({
  tokens: compilePattern(pattern),
  target,
});

const actionTarget = (_params: Readonly<Record<string, string>>, query: URLSearchParams): RouteName =>
  query.get('action') === 'forgot' ? 'user.passwordreset' : 'user.activate';

/** Old addresses of the site and the page each one moved to; the query always travels along. */
const RULES: readonly RedirectRule[] = [
  rule('lpage/:landingId', () => 'landing-page'),
  rule('user/registration.php', () => 'registration'),
  rule('action.php', actionTarget),
  rule('user/action.php', actionTarget),
  rule('fastgames-daily-tournament', () => 'promotions'),
];

/** The permanent redirect for an old address (path after the language prefix), or null. */
export function applySpecRedirects(
  lng: string,
  pathAfterLanguage: string,
  query: URLSearchParams,
): SpecRedirect | null {
  const segments = pathAfterLanguage.replace(/^\//, '').replace(/\/$/, '').split('/');
  for (const { tokens, target } of RULES) {
    const params = matchTokens(tokens, segments);
    if (!params) continue;
    const search = query.toString();
    const location = buildRoutePath(lng, target(params, query), params);
    return { location: search === '' ? location : `${location}?${search}`, status: 301 };
  }
  return null;
}
