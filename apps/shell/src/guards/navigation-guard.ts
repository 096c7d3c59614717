import { currentLocation } from './guard-context';
import type { RoutedGuardInput } from './guard-context';
import type { GuardVerdict } from './guard-types';

/**
 * While the session blocks navigation, a client-side navigation keeps the user where they are; a page
 * loaded fresh renders with the shell's navigation-blocked notice.
 */
export function navigationGuard(input: RoutedGuardInput): GuardVerdict {
  if (!input.session.is_navigation_blocked) return null;
  const { fromPath } = input;
  const staysOnSite = fromPath !== undefined && fromPath.startsWith('/') && !fromPath.startsWith('//');
  if (staysOnSite && fromPath !== currentLocation(input)) {
    return { kind: 'redirect', location: fromPath, status: 302, effects: { navigationBlocked: true } };
  }
  return { kind: 'render', status: 200, effects: { navigationBlocked: true } };
}
