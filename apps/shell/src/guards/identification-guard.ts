import { buildRoutePath } from '../routes/build-route-path';
import { parseQueryFlags, QUERY_PARAM } from '../routes/query-flags';
import { currentLocation, isLoggedIn, isSameSitePath, redirectTo } from './guard-context';
import type { RoutedGuardInput } from './guard-context';
import type { GuardVerdict } from './guard-types';

const IDENTIFICATION_PAGE = 'office.account.identification';

function isConfined(input: RoutedGuardInput): boolean {
  const { config, session } = input;
  return config.isIdentificationEnabled && isLoggedIn(input) && !session.is_verified && !session.has_deposit;
}

function isExempt({ match, query }: RoutedGuardInput): boolean {
  const exemption = match.route.flags.exemptFromIdentification;
  if (exemption === true || parseQueryFlags(query).isFromIdentification) return true;
  return typeof exemption === 'object' && match.params[exemption.param] === exemption.value;
}

/**
 * A logged-in user who is not verified and has made no deposit is confined to identification when the site
 * shows it: any page outside the exempt list goes to the account identification page, the intended page
 * remembered (the first one only). Once no longer confined, the identification page returns them there once.
 */
export function identificationGuard(input: RoutedGuardInput): GuardVerdict {
  const { lng, match, identificationTarget } = input;
  if (!isConfined(input)) {
    const onIdentificationPage = match.route.name === IDENTIFICATION_PAGE;
    if (!onIdentificationPage || identificationTarget === undefined || !isSameSitePath(identificationTarget))
      return null;
    return redirectTo(identificationTarget, { forgetIdentificationTarget: true });
  }
  if (isExempt(input)) return null;
  const location = `${buildRoutePath(lng, IDENTIFICATION_PAGE)}?${QUERY_PARAM.isFromIdentification}=true`;
  return redirectTo(
    location,
    identificationTarget === undefined ? { rememberIdentificationTarget: currentLocation(input) } : undefined,
  );
}
