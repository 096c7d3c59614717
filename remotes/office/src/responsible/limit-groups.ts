import type { ClientLimit } from '@betfront/contract/limits';

/** The page's sections, each with the limit types it shows, in this order. */
export const LIMIT_GROUPS = [
  { key: 'deposit', types: [20, 21, 22] },
  { key: 'wagering', types: [1, 2, 3] },
  { key: 'loss', types: [10, 11, 12] },
  { key: 'time', types: [31, 32] },
  { key: 'timeout', types: [33] },
] as const;

export const SELF_EXCLUSION_TYPE = 30;

/** The ACTIVE (or INACTIVE) item of a type and its PENDING change, if any. */
export function limitPair(limits: readonly ClientLimit[], limitType: number) {
  const ofType = limits.filter((limit) => limit.limitType === limitType);
  return {
    current: ofType.find((limit) => limit.limitState !== 'PENDING'),
    pending: ofType.find((limit) => limit.limitState === 'PENDING'),
  };
}
