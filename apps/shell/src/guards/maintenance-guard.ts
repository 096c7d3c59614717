import { buildRoutePath } from '../routes/build-route-path';
import { homePath, redirectTo } from './guard-context';
import type { GuardInput, GuardVerdict } from './guard-types';

/**
 * Active maintenance sends every page to the maintenance page, which then renders without further rules;
 * the maintenance page sends home once maintenance is over.
 */
export function maintenanceGuard({ lng, match, config }: GuardInput): GuardVerdict {
  const onMaintenancePage = match?.route.flags.isMaintenancePage === true;
  if (config.maintenance.isActive) {
    return onMaintenancePage ? { kind: 'render', status: 200 } : redirectTo(buildRoutePath(lng, 'maintenance'));
  }
  return onMaintenancePage ? redirectTo(homePath(lng)) : null;
}
