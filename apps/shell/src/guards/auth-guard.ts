import { buildRoutePath } from '../routes/build-route-path';
import { currentLocation, homePath, isLoggedIn, isSameSitePath, redirectTo, withQuery } from './guard-context';
import type { RoutedGuardInput } from './guard-context';
import type { GuardVerdict } from './guard-types';

/**
 * A visitor on a page that needs login (payment pages too, when the site says so) goes to login — the
 * authApp page in account-middleware mode — with the page remembered and the authorization block open.
 * A logged-in user on a visitor-only page goes to the page remembered before login, once, or else home
 * (account in middleware mode), keeping the query.
 */
export function authGuard(input: RoutedGuardInput): GuardVerdict {
  const { lng, match, config, query } = input;
  const { flags } = match.route;
  const middleware = config.isAccountMiddlewareMode;
  if (isLoggedIn(input)) {
    if (!flags.visitorOnly) return null;
    const { returnTarget } = input;
    if (returnTarget !== undefined && isSameSitePath(returnTarget))
      return redirectTo(returnTarget, { forgetTarget: true });
    return redirectTo(withQuery(middleware ? buildRoutePath(lng, 'office.account') : homePath(lng), query));
  }
  const needsLogin = flags.needsLogin === true || (flags.isPayment === true && config.isPaymentAuthRequired);
  if (!needsLogin) return null;
  return redirectTo(buildRoutePath(lng, middleware ? 'auth' : 'user.login'), {
    rememberTarget: currentLocation(input),
    openAuthorization: true,
  });
}
