import { buildRoutePath } from '../routes/build-route-path';
import { isLoggedIn, redirectTo } from './guard-context';
import type { RoutedGuardInput } from './guard-context';
import type { GuardVerdict } from './guard-types';

/**
 * A logged-in user whose terms changed is sent to confirm them. The information pages (always exempt from
 * identification) stay readable, so the user can read what they confirm.
 */
export function termsGuard(input: RoutedGuardInput): GuardVerdict {
  const { config, session, match, lng } = input;
  if (!config.isTermsConfirmationEnabled || !isLoggedIn(input) || !session.terms_changed) return null;
  if (match.route.name === 'user.confirm-terms' || match.route.flags.exemptFromIdentification === true) return null;
  return redirectTo(buildRoutePath(lng, 'user.confirm-terms'));
}
