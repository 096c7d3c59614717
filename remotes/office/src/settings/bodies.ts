import type { PageBodies } from '../page-body';
import { AccountSettingsBody } from './account-settings-body';

/** Page bodies of the office settings, by route name. */
export const SETTINGS_BODIES: PageBodies = {
  'office.account-settings': AccountSettingsBody,
};
