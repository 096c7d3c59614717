import type { Rng } from './rng';

/**
 * Plinko: a ball falls through 12 rows of pegs, going left or right at each with even chances, into one of 13
 * buckets; bucket k (the count of rights) is reached with chance C(12, k) / 4096 and pays its multiplier.
 */
export const PLINKO_ROWS = 12;

/** The stake multiplied, in hundredths, for buckets 0–12. */
export const PLINKO_PAYS: readonly number[] = [3_300, 1_100, 400, 200, 110, 50, 40, 50, 110, 200, 400, 1_100, 3_300];

export interface PlinkoRound {
  /** Left (0) or right (1) at each row. */
  path: number[];
  bucket: number;
  multiplierHundredths: number;
}

export function playPlinko(rng: Rng): PlinkoRound {
  const path = Array.from({ length: PLINKO_ROWS }, () => (rng.next() < 0.5 ? 0 : 1));
  const bucket = path.reduce<number>((sum, step) => sum + step, 0);
  return { path, bucket, multiplierHundredths: PLINKO_PAYS[bucket] ?? 0 };
}
