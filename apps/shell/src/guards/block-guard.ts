import { BLOCK_REASON_DESTINATIONS } from '@betfront/contract';
import { buildRoutePath } from '../routes/build-route-path';
import type { RouteName } from '../routes/catalogue';
import { banAddress, isBanned } from './ban-address';
import { currentLocation, homePath, redirectTo, withQuery } from './guard-context';
import type { GuardInput, GuardVerdict } from './guard-types';

const KEEPS_QUERY_REASON = 4;

function blockDestination({ block, cookies }: GuardInput): { reason: number; page: RouteName } | null {
  if (!block || block.displayTypeId !== 1 || cookies.forcedGeoOff) return null;
  const reason = block.templateTypeId;
  const page = Object.entries(BLOCK_REASON_DESTINATIONS).find(([key]) => Number(key) === reason)?.[1];
  // A block applies even when its template is not one of the known reasons: the generic block page shows it.
  return { reason, page: page ?? 'block' };
}

/**
 * A block reason sends to its page (accountverify exempt); for reason 4 the query travels along when the
 * user leaves a page other than home. A block page with no block applying sends home, except the page a
 * banned user is kept on.
 */
export function blockGuard(input: GuardInput): GuardVerdict {
  const { lng, match, query } = input;
  if (match?.route.flags.exemptFromBlock) return null;
  const destination = blockDestination(input);
  if (destination) {
    if (match?.route.name === destination.page) return null;
    const location = buildRoutePath(lng, destination.page);
    const leavesInnerPage = match?.route.name !== 'home';
    return redirectTo(
      destination.reason === KEEPS_QUERY_REASON && leavesInnerPage ? withQuery(location, query) : location,
    );
  }
  if (!match?.route.flags.isBlockPage) return null;
  if (isBanned(input) && banAddress(input) === currentLocation({ ...input, query: new URLSearchParams() })) return null;
  return redirectTo(homePath(lng));
}
