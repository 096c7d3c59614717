import { buildRoutePath } from '../routes/build-route-path';
import { currentLocation, isLoggedIn, redirectTo } from './guard-context';
import type { RoutedGuardInput } from './guard-context';
import type { GuardVerdict } from './guard-types';

/** Pages a visitor still reaches while the VIP domain asks them to log in: login itself and the information. */
function isOpenToVisitors({ match }: RoutedGuardInput): boolean {
  const { flags, name } = match.route;
  return Boolean(
    flags.visitorOnly ||
    flags.isBlockPage ||
    flags.isMaintenancePage ||
    flags.isTechnical ||
    flags.exemptFromBlock ||
    name === 'information' ||
    name.startsWith('information.'),
  );
}

/**
 * On the VIP domain, a visitor from a country where the block check asks for the extra geo-authorisation goes to
 * login — with the page remembered and the authorization block open — from any page but those open to visitors.
 */
export function vipDomainGuard(input: RoutedGuardInput): GuardVerdict {
  if (input.block?.mainVipDomainAuthNeed !== true || isLoggedIn(input) || isOpenToVisitors(input)) return null;
  const login = buildRoutePath(input.lng, input.config.isAccountMiddlewareMode ? 'auth' : 'user.login');
  return redirectTo(login, { rememberTarget: currentLocation(input), openAuthorization: true });
}
