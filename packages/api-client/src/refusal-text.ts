import { isApiError } from './api-error';

/**
 * What a refused purchase (a ticket, a coupon, a bet) tells the player: `{namespace}.error.{code}` for a code the
 * product names, `not_logged_in` for a visitor, else `generic`.
 */
export function refusalText(
  error: unknown,
  t: (key: string) => string,
  namespace: string,
  codes: readonly string[],
): string {
  if (!isApiError(error)) return t(`${namespace}.error.generic`);
  if (error.status === 401) return t(`${namespace}.error.not_logged_in`);
  const known = error.code !== undefined && codes.includes(error.code);
  return t(`${namespace}.error.${known ? error.code : 'generic'}`);
}
