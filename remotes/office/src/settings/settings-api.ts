import { browserApi } from '@betfront/api-client';
import { officeSettingSavedSchema, officeSettingsAnswerSchema } from '@betfront/contract/office-settings';
import type { OfficeSettingBody, OfficeSettingSaved, OfficeSettingsAnswer } from '@betfront/contract/office-settings';
import type { Translate } from '@betfront/remote-kit';
import { namedRefusalText } from '../shared/refusal-text';

export const loadOfficeSettings = (signal: AbortSignal): Promise<OfficeSettingsAnswer> =>
  browserApi().request(officeSettingsAnswerSchema, { method: 'GET', path: '/web-api/office/settings', signal });

export const saveOfficeSetting = (
  lng: string,
  setting: OfficeSettingBody,
  signal: AbortSignal,
): Promise<OfficeSettingSaved> =>
  browserApi().request(officeSettingSavedSchema, {
    method: 'POST',
    path: '/web-api/office/settings',
    query: { lng },
    body: setting,
    signal,
  });

const REFUSALS = new Set(['bonus_choice_closed', 'mailing_channel_missing']);

/** The refusal named in the player's language, or the general words. */
export const settingErrorText = (error: unknown, t: Translate): string =>
  namedRefusalText(error, t, 'office-settings', REFUSALS);
