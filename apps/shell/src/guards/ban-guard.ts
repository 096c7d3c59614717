import { banAddress, isBanned } from './ban-address';
import { homePath, redirectTo } from './guard-context';
import type { RoutedGuardInput } from './guard-context';
import type { GuardVerdict } from './guard-types';

const WITHDRAWAL_BAN_LEVEL_VERSION_1 = 53;
const WITHDRAWAL_BAN_LEVEL_OTHER_VERSIONS = 45;

function withdrawalAllowed({ session }: RoutedGuardInput): boolean {
  const passLevel = session.ban_version === 1 ? WITHDRAWAL_BAN_LEVEL_VERSION_1 : WITHDRAWAL_BAN_LEVEL_OTHER_VERSIONS;
  return session.ban_level === passLevel;
}

/**
 * A banned user stays on pages allowed while banned (and on the withdrawal page for the ban levels that
 * may still withdraw); anywhere else they go to the ban address. An unbanned user on a banned-only page
 * goes home.
 */
export function banGuard(input: RoutedGuardInput): GuardVerdict {
  const { flags } = input.match.route;
  if (!isBanned(input)) return flags.bannedOnly ? redirectTo(homePath(input.lng)) : null;
  if (flags.allowedWhileBanned) return null;
  if (flags.isWithdrawal && withdrawalAllowed(input)) return null;
  return redirectTo(banAddress(input));
}
