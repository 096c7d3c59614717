import type { Sleep } from './sleep';

export interface RetryOptions {
  /** Attempts in all, the first one included. */
  tries: number;
  /** Pause between two attempts. */
  delayMs: number;
  sleep: Sleep;
}

/** Runs `attempt` until it resolves or `tries` attempts have failed; then rejects with the last error. */
export async function withRetries<T>(
  attempt: (attemptNumber: number) => Promise<T>,
  options: RetryOptions,
): Promise<T> {
  const { tries, delayMs, sleep } = options;
  if (!Number.isInteger(tries) || tries < 1) throw new RangeError('tries must be a positive integer');
  let lastError: unknown;
  for (let attemptNumber = 1; attemptNumber <= tries; attemptNumber += 1) {
    try {
      return await attempt(attemptNumber);
    } catch (error) {
      lastError = error;
      if (attemptNumber < tries) await sleep(delayMs);
    }
  }
  throw lastError;
}
