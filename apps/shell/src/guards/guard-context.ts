import type { RouteMatch } from '../routes/match-route';
import type { GuardEffects, GuardInput, GuardVerdict } from './guard-types';

/** The input once a route matched: the rules after the unknown-route rule see this. */
export type RoutedGuardInput = GuardInput & { readonly match: RouteMatch };

export const homePath = (lng: string): string => `/${lng}`;

/** The full address being visited, with the language prefix and the query. */
export function currentLocation({ lng, path, query }: GuardInput): string {
  const trimmed = path.replace(/^\//, '');
  const search = query.toString();
  return `/${lng}${trimmed === '' ? '' : `/${trimmed}`}${search === '' ? '' : `?${search}`}`;
}

export function withQuery(location: string, query: URLSearchParams): string {
  const search = query.toString();
  return search === '' ? location : `${location}?${search}`;
}

export const isLoggedIn = (input: GuardInput): boolean => input.session.user_id !== null;

export function redirectTo(location: string, effects?: GuardEffects): GuardVerdict {
  return { kind: 'redirect', location, status: 302, ...(effects ? { effects } : {}) };
}

export const NOT_FOUND: GuardVerdict = { kind: 'not-found' };

/** A remembered page is followed only when it is a path on this site, never another origin. */
export const isSameSitePath = (location: string): boolean => location.startsWith('/') && !location.startsWith('//');
