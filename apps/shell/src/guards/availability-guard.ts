import { NOT_FOUND } from './guard-context';
import type { RoutedGuardInput } from './guard-context';
import type { GuardVerdict } from './guard-types';

function thirdPartyPartition({ match }: RoutedGuardInput): string | null {
  const partition = match.route.flags.isThirdParty;
  if (partition === undefined) return null;
  return partition.startsWith(':') ? (match.params[partition.slice(1)] ?? partition) : partition;
}

/**
 * Pages the site does not offer answer 404: a missing feature or route number, a setting switched off,
 * a debug page in production, payment pages while the payment route is off, third-party pages outside
 * the allowed partitions. The payment consultant answers 500 while unavailable.
 */
export function availabilityGuard(input: RoutedGuardInput): GuardVerdict {
  const { config, match, isProduction, thirdPartyPartitions } = input;
  const { flags } = match.route;
  if (flags.devOnly && isProduction) return NOT_FOUND;
  if (flags.requiredFeature !== undefined && !config.features.includes(flags.requiredFeature)) return NOT_FOUND;
  if (flags.requiredRoute !== undefined && !config.routes.includes(flags.requiredRoute)) return NOT_FOUND;
  if (flags.requiredSetting !== undefined && !config[flags.requiredSetting]) return NOT_FOUND;
  if (flags.isPayment && !config.isPaymentRouteEnabled) return NOT_FOUND;
  const partition = thirdPartyPartition(input);
  if (partition !== null) {
    if (!config.isThirdPartyAllowed) return NOT_FOUND;
    if (thirdPartyPartitions && !thirdPartyPartitions.includes(partition)) return NOT_FOUND;
  }
  if (flags.isPaymentConsultant && !config.isPaymentConsultantAvailable) return { kind: 'error', status: 500 };
  return null;
}
