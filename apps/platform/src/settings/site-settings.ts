import type { Maintenance } from '@betfront/contract';
import type { Queryable } from '../db/database';
import type { CountryBlock, RedirectRule, UserAgentBlock } from './access-rules-repository';
import {
  listBlockedFragments,
  listCountryBlocks,
  listRedirectRules,
  listUserAgentBlocks,
} from './access-rules-repository';
import type { BrandBookRow, LanguageRow } from './catalogue-repository';
import { listBrandBook, listLanguages, listSwitchedOn } from './catalogue-repository';
import type { MaintenanceWindow } from './maintenance-repository';
import { readMaintenanceWindow } from './maintenance-repository';
import type { ScalarSettings } from './scalar-settings';
import { mergeScalarSettings } from './scalar-settings';
import { readStoredScalarSettings } from './scalar-settings-repository';

/** Everything the operator controls, read in one go. */
export interface SiteSettings {
  scalars: ScalarSettings;
  maintenanceWindow: MaintenanceWindow;
  countryBlocks: CountryBlock[];
  userAgentBlocks: UserAgentBlock[];
  redirectRules: RedirectRule[];
  features: number[];
  routes: number[];
  blockedUrlFragments: string[];
  languages: LanguageRow[];
  brandBook: BrandBookRow[];
}

export async function readSiteSettings(db: Queryable): Promise<SiteSettings> {
  const [
    stored,
    maintenanceWindow,
    countryBlocks,
    userAgentBlocks,
    redirectRules,
    features,
    routes,
    fragments,
    languages,
    brandBook,
  ] = await Promise.all([
    readStoredScalarSettings(db),
    readMaintenanceWindow(db),
    listCountryBlocks(db),
    listUserAgentBlocks(db),
    listRedirectRules(db),
    listSwitchedOn(db, 'enabled_features'),
    listSwitchedOn(db, 'enabled_routes'),
    listBlockedFragments(db),
    listLanguages(db),
    listBrandBook(db),
  ]);
  return {
    scalars: mergeScalarSettings(stored),
    maintenanceWindow,
    countryBlocks,
    userAgentBlocks,
    redirectRules,
    features,
    routes,
    blockedUrlFragments: fragments,
    languages,
    brandBook,
  };
}

/** Maintenance is active while switched on and inside its window; web_state is 1 then, 0 otherwise. */
export function maintenanceState(window: MaintenanceWindow, nowSeconds: number): Maintenance {
  const isActive =
    window.isEnabled &&
    (window.startedAt === null || window.startedAt <= nowSeconds) &&
    (window.endedAt === null || nowSeconds < window.endedAt);
  return {
    started_at: window.startedAt,
    ended_at: window.endedAt,
    notify_started_at: window.notifyStartedAt,
    notify_ended_at: window.notifyEndedAt,
    isActive,
    web_state: isActive ? 1 : 0,
  };
}
