export interface RetryPolicy {
  retries: number;
  /** Wait before the n-th retry (0-based). */
  delayMs(attempt: number): number;
}

/** Remote views: the wait starts at 1000 ms and doubles, for 3 retries. */
export const DOUBLING_RETRY: RetryPolicy = { retries: 3, delayMs: (attempt) => 1000 * 2 ** attempt };

/** The bottom navigation retries 5 times, 1 s apart. */
export const BOTTOM_NAV_RETRY: RetryPolicy = { retries: 5, delayMs: () => 1000 };

export function retryPolicyFor(appName: string): RetryPolicy {
  return appName === 'bottom-nav' ? BOTTOM_NAV_RETRY : DOUBLING_RETRY;
}

/** Manual reloads are throttled to one a second. */
export const MANUAL_RELOAD_THROTTLE_MS = 1000;
