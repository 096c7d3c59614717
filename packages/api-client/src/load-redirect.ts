import { redirectResultSchema } from '@betfront/contract';
import type { RedirectResult } from '@betfront/contract';
import type { ApiClient } from './api-client';
import type { LoaderOptions } from './loader-options';
import { consoleLogger } from './logger';
import { withRetries } from './retry';
import { sleep as timerSleep } from './sleep';

export const REDIRECT_TRIES = 5;
export const REDIRECT_DELAY_MS = 1000;

/** POST /redirects-api/api/v1/redirect-light — 5 tries 1 s apart; null (logged) when all fail, so the page still opens. */
export async function loadRedirect(
  client: ApiClient,
  url: string,
  { sleep = timerSleep, log = consoleLogger }: LoaderOptions = {},
): Promise<RedirectResult | null> {
  try {
    return await withRetries(
      () =>
        client.request(redirectResultSchema, {
          method: 'POST',
          path: '/redirects-api/api/v1/redirect-light',
          body: { url },
        }),
      { tries: REDIRECT_TRIES, delayMs: REDIRECT_DELAY_MS, sleep },
    );
  } catch (error) {
    log.error('redirect check failed', { url, error: String(error) });
    return null;
  }
}
