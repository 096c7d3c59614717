import { sitePreferencesSchema } from '@betfront/contract/preferences';
import type { PreferencesBody, SitePreferences } from '@betfront/contract/preferences';
import { browserApi } from './browser-api';

/** Saves site-wide preferences: on the account for a player, in the preference cookies for a visitor. */
export const savePreferences = (body: PreferencesBody): Promise<SitePreferences> =>
  browserApi().request(sitePreferencesSchema, { method: 'POST', path: '/web-api/preferences', body, auth: false });
