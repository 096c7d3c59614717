import type { Sleep } from './sleep';

/** A request shown with a spinner lasts at least this long, so the spinner does not flash. */
export const FETCH_MINIMUM_DELAY_MS = 200;

/** Settles like `task`, but never sooner than `minimumMs` after the call. */
export async function withMinimumDelay<T>(
  task: () => Promise<T>,
  sleep: Sleep,
  minimumMs: number = FETCH_MINIMUM_DELAY_MS,
): Promise<T> {
  const [outcome] = await Promise.allSettled([task(), sleep(minimumMs)]);
  if (outcome.status === 'rejected') throw outcome.reason;
  return outcome.value;
}
