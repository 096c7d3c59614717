import { sleep as realSleep } from '@betfront/api-client';
import type { Sleep } from '@betfront/api-client';

/** Account §7: after adding a currency, account data is refreshed up to 5 times, 1000 ms apart. */
export const CURRENCY_REFRESH_TRIES = 5;
export const CURRENCY_REFRESH_INTERVAL_MS = 1000;

/**
 * Loads up to `tries` times, `intervalMs` apart, until `isDone` holds; answers the last good load. A failed load
 * counts as a try (the API client has logged it).
 */
export async function refreshUntil<T>(
  load: () => Promise<T>,
  isDone: (value: T) => boolean,
  {
    tries = CURRENCY_REFRESH_TRIES,
    intervalMs = CURRENCY_REFRESH_INTERVAL_MS,
    sleep = realSleep,
  }: { tries?: number; intervalMs?: number; sleep?: Sleep } = {},
): Promise<T | null> {
  let last: T | null = null;
  for (let attempt = 0; attempt < tries; attempt += 1) {
    if (attempt > 0) await sleep(intervalMs);
    try {
      last = await load();
    } catch {
      continue;
    }
    if (isDone(last)) return last;
  }
  return last;
}
