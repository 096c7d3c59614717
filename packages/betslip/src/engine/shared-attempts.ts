import { z } from 'zod/mini';
import type { SafeStorage } from './safe-storage';

/** Where the tabs of one browser keep the request ids of the coupons they are placing or have just placed. */
export const SHARED_ATTEMPTS_STORAGE_KEY = 'betfront.coupon-attempts';
/** How long another tab sending the same coupon gets the same request id: the platform answers the coupon placed. */
export const SHARED_ATTEMPT_MS = 60_000;

const attemptsSchema = z.record(z.string(), z.object({ requestId: z.string(), tabId: z.string(), at: z.number() }));
type Attempts = z.infer<typeof attemptsSchema>;

export interface SharedAttempts {
  /**
   * The request id for sending this coupon (its body without the request id): the one another tab sent the same
   * coupon under within the last minute, else a new one, written down for the other tabs.
   */
  requestIdFor(coupon: string, newRequestId: () => string): string;
  /** The platform placed the coupon: another tab sending it soon gets its answer rather than a second coupon. */
  placed(coupon: string): void;
  /** The platform refused the coupon: nothing of it is left to share. */
  refused(coupon: string): void;
}

/** Placement attempts shared through local storage, so a coupon sent from two tabs at once is placed once. */
export function createSharedAttempts(storage: SafeStorage, tabId: string, now: () => number): SharedAttempts {
  const read = (): Attempts => {
    try {
      const parsed = attemptsSchema.safeParse(JSON.parse(storage.read(SHARED_ATTEMPTS_STORAGE_KEY) ?? '{}'));
      if (!parsed.success) return {};
      const since = now() - SHARED_ATTEMPT_MS;
      return Object.fromEntries(Object.entries(parsed.data).filter(([, attempt]) => attempt.at > since));
    } catch {
      return {};
    }
  };
  const write = (attempts: Attempts) => storage.write(SHARED_ATTEMPTS_STORAGE_KEY, JSON.stringify(attempts));

  return {
    requestIdFor(coupon, newRequestId) {
      const attempts = read();
      const shared = attempts[coupon];
      if (shared !== undefined && shared.tabId !== tabId) return shared.requestId;
      const requestId = newRequestId();
      write({ ...attempts, [coupon]: { requestId, tabId, at: now() } });
      return requestId;
    },
    placed(coupon) {
      const attempts = read();
      const attempt = attempts[coupon];
      if (attempt !== undefined) write({ ...attempts, [coupon]: { ...attempt, at: now() } });
    },
    refused(coupon) {
      const { [coupon]: _refused, ...rest } = read();
      write(rest);
    },
  };
}
