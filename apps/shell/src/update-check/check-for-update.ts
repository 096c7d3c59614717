import type { ApiClient } from '@betfront/api-client';
import type { AnalyticsEvent } from '@betfront/contract/analytics';
import { APP_VERSION_PATH, appVersionAnswerSchema } from '@betfront/contract/app-version';

/**
 * Asks which build the site serves now; when it differs from the one the page runs, records the `app_update`
 * event and answers true.
 */
export async function checkForUpdate(
  client: ApiClient,
  running: string,
  record: (event: AnalyticsEvent) => void,
): Promise<boolean> {
  const { version: served } = await client.request(appVersionAnswerSchema, { method: 'GET', path: APP_VERSION_PATH });
  if (served === running) return false;
  record({ name: 'app_update', running, served });
  return true;
}
