import type { SiteConfig } from '@betfront/contract';
import { findRouteByName } from '../routes/match-route';

/** Whether a route is for players only, read as the auth guard reads it (payment pages when the site says so). */
export function routeNeedsLogin(
  routeName: string | null | undefined,
  config: Pick<SiteConfig, 'isPaymentAuthRequired'>,
): boolean {
  const flags = routeName ? findRouteByName(routeName)?.flags : undefined;
  if (!flags) return false;
  return flags.needsLogin === true || (flags.isPayment === true && config.isPaymentAuthRequired);
}
