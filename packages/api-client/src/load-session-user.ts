import { sessionCheckSchema } from '@betfront/contract';
import type { ApiClient } from './api-client';
import type { LoaderOptions } from './loader-options';
import { consoleLogger } from './logger';
import { withRetries } from './retry';
import { sleep as timerSleep } from './sleep';

/** Retries after the first failed session check. */
export const SESSION_CHECK_RETRIES = 2;
export const SESSION_CHECK_DELAY_MS = 1500;

/**
 * GET /web-api/session/check — the session's user id (read from the session cookie, so no bearer token), retried twice 1500 ms apart when the call fails.
 * null (no user, or every try failed) means the caller disconnects the player.
 */
export async function loadSessionUser(
  client: ApiClient,
  { sleep = timerSleep, log = consoleLogger }: LoaderOptions = {},
): Promise<number | null> {
  try {
    const { user_id: userId } = await withRetries(
      () => client.request(sessionCheckSchema, { method: 'GET', path: '/web-api/session/check', auth: false }),
      { tries: 1 + SESSION_CHECK_RETRIES, delayMs: SESSION_CHECK_DELAY_MS, sleep },
    );
    return userId;
  } catch (error) {
    log.error('session check failed', { error: String(error) });
    return null;
  }
}
