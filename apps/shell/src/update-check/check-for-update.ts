import type { ApiClient } from '@betfront/api-client';
import { APP_VERSION_PATH, appVersionAnswerSchema } from '@betfront/contract/app-version';
import { allowsAnalytics } from '@betfront/remote-kit';
import type { CookieConsentType } from '@betfront/remote-kit';
import { z } from 'zod/mini';

/**
 * Asks which build the site serves now; when it differs from the one the page runs, records the `app_update`
 * event (when the visitor allows analytics) and answers true.
 */
export async function checkForUpdate(
  client: ApiClient,
  running: string,
  consent: CookieConsentType | null,
): Promise<boolean> {
  const { version: served } = await client.request(appVersionAnswerSchema, { method: 'GET', path: APP_VERSION_PATH });
  if (served === running) return false;
  if (!allowsAnalytics(consent)) return true;
  await client.request(z.unknown(), {
    method: 'POST',
    path: '/web-api/analytics/events',
    body: { events: [{ name: 'app_update', running, served }] },
  });
  return true;
}
