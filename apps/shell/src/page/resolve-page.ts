import type { BlockResult, Session, SiteConfig } from '@betfront/contract';
import { runGuards } from '../guards/run-guards';
import type { GuardEffects } from '../guards/guard-types';
import { resolveLanguagePrefix } from '../routes/language-prefix';
import { matchRoute } from '../routes/match-route';
import { QUERY_PARAM, parseQueryFlags, withoutQueryParams } from '../routes/query-flags';
import { resolveRouteSeo } from '../routes/route-seo';
import type { RouteSeoKeys } from '../routes/route-seo';
import { applySpecRedirects } from '../routes/spec-redirects';
import { PAGE_COOKIE } from './page-cookies';
import type { PageShellName, PageState } from './page-state';

export interface ResolvePageInput {
  pathname: string;
  search: string;
  config: SiteConfig;
  session: Session;
  block: BlockResult | null;
  cookies: Readonly<Record<string, string>>;
  isProduction: boolean;
  /** The page a client-side navigation leaves. */
  fromPath?: string;
}

export type PageResolution =
  | { kind: 'redirect'; location: string; status: 301 | 302; effects: GuardEffects }
  | {
      kind: 'page';
      lng: string;
      status: 200 | 404 | 500;
      shell: PageShellName;
      route: NonNullable<PageState['route']>;
      mainRemote: string | null;
      flags: PageState['flags'];
      seo: RouteSeoKeys | null;
      effects: GuardEffects;
    };

const NO_FLAGS: PageState['flags'] = { hidesBottomNav: false, hidesFooter: false, hidesSeoText: false };

function visibleLanguages(config: SiteConfig, session: Session): string[] {
  return config.languages
    .filter((language) => session.user_id !== null || !language.hiddenForVisitors)
    .map((language) => language.code);
}

/** The return-url query is read once: remembered as the page to come back to, and cleared from the address. */
function clearReturnUrl(pathname: string, query: URLSearchParams): PageResolution {
  const { returnUrl } = parseQueryFlags(query);
  const rest = withoutQueryParams(query, [QUERY_PARAM.returnUrl]).toString();
  return {
    kind: 'redirect',
    location: rest === '' ? pathname : `${pathname}?${rest}`,
    status: 302,
    effects: returnUrl ? { rememberTarget: returnUrl } : {},
  };
}

/**
 * Decides what a path shows: the same pure steps on the server for the first view and in the browser for
 * every navigation — language prefix, the spec's old addresses, the route catalogue, then the guards.
 */
export function resolvePage(input: ResolvePageInput): PageResolution {
  const { config, session } = input;
  const query = new URLSearchParams(input.search);
  const search = query.toString() === '' ? '' : `?${query.toString()}`;
  const prefix = resolveLanguagePrefix(input.pathname, visibleLanguages(config, session), config.defaultLanguage);
  if (prefix.kind === 'redirect')
    return { kind: 'redirect', location: prefix.location + search, status: 302, effects: {} };
  const { lng, rest } = prefix;
  const moved = applySpecRedirects(lng, rest, query);
  if (moved) return { kind: 'redirect', location: moved.location, status: moved.status, effects: {} };
  if (query.has(QUERY_PARAM.returnUrl)) return clearReturnUrl(input.pathname, query);
  const match = matchRoute(rest);
  const identificationTarget = input.cookies[PAGE_COOKIE.identificationTarget];
  const returnTarget = input.cookies[PAGE_COOKIE.returnTarget];
  const decision = runGuards({
    lng,
    path: rest,
    query,
    match,
    config,
    block: input.block,
    cookies: { forcedGeoOff: input.cookies[PAGE_COOKIE.forcedGeoOff] === '1' },
    session,
    isProduction: input.isProduction,
    ...(identificationTarget ? { identificationTarget } : {}),
    ...(returnTarget ? { returnTarget } : {}),
    ...(input.fromPath ? { fromPath: input.fromPath } : {}),
  });
  if (decision.kind === 'redirect') {
    return { kind: 'redirect', location: decision.location, status: 302, effects: decision.effects };
  }
  const path = `/${lng}${rest === '' ? '' : `/${rest.replace(/\/$/, '')}`}`;
  const routeState = {
    name: match?.route.name ?? 'not-found',
    params: { ...(match?.params ?? {}) },
    query: Object.fromEntries(query),
    path,
  };
  if (decision.kind !== 'render' || !match) {
    const status = decision.kind === 'error' ? 500 : 404;
    return {
      kind: 'page',
      lng,
      status,
      shell: 'default',
      route: routeState,
      mainRemote: null,
      flags: NO_FLAGS,
      seo: null,
      effects: decision.effects,
    };
  }
  const { flags } = match.route;
  return {
    kind: 'page',
    lng,
    status: 200,
    shell: match.route.shell,
    route: routeState,
    mainRemote: match.route.remote,
    flags: {
      hidesBottomNav: flags.hidesBottomNav ?? false,
      hidesFooter: flags.hidesFooter ?? false,
      hidesSeoText: flags.hidesSeoText ?? false,
    },
    seo: resolveRouteSeo(match.route, match.params),
    effects: decision.effects,
  };
}
