import { browserApi } from '@betfront/api-client';
import { mailingSettingsAnswerSchema, unsubscribeAnswerSchema } from '@betfront/contract/mailing';
import type { MailingPreferences, MailingSettingsAnswer } from '@betfront/contract/mailing';

export function loadMailingSettings(signal: AbortSignal): Promise<MailingSettingsAnswer> {
  return browserApi().request(mailingSettingsAnswerSchema, {
    method: 'GET',
    path: '/web-api/mailing-settings',
    signal,
  });
}

/** Stores the four switches at once; the platform answers with what it keeps. */
export function saveMailingSettings(preferences: MailingPreferences): Promise<MailingSettingsAnswer> {
  return browserApi().request(mailingSettingsAnswerSchema, {
    method: 'PUT',
    path: '/web-api/mailing-settings',
    body: preferences,
  });
}

export function unsubscribe(token: string) {
  return browserApi().request(unsubscribeAnswerSchema, {
    method: 'POST',
    path: '/web-api/mailing/unsubscribe',
    body: { token },
  });
}
