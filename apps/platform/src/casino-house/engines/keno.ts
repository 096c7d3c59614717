import type { Rng } from './rng';
import { sample } from './rng';

/**
 * Keno: the player picks 1 to 10 numbers of 80; the house draws 20. The pay table gives, for each count of
 * picks, the multiplier of the stake for each count of hits; keno-maths.ts derives each table's return.
 */
export const KENO_NUMBERS = 80;
export const KENO_DRAWN = 20;
export const KENO_MAX_PICKS = 10;

/** KENO_PAYS[picks - 1][hits]: the stake multiplied, in hundredths. */
export const KENO_PAYS: readonly (readonly number[])[] = [
  [0, 380],
  [0, 100, 948],
  [0, 0, 195, 4_900],
  [0, 0, 215, 500, 9_000],
  [0, 0, 97, 310, 1_400, 40_000],
  [0, 0, 50, 261, 500, 6_000, 100_000],
  [0, 0, 50, 160, 300, 1_800, 20_000, 200_000],
  [0, 0, 0, 103, 400, 1_000, 5_000, 50_000, 500_000],
  [0, 0, 0, 50, 296, 500, 3_000, 20_000, 100_000, 500_000],
  [0, 0, 0, 50, 262, 300, 1_000, 5_000, 50_000, 200_000, 500_000],
];

const BALLS = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);

export interface KenoRound {
  picks: number[];
  drawn: number[];
  hits: number[];
  /** The stake multiplied, in hundredths. */
  multiplierHundredths: number;
}

export function playKeno(rng: Rng, picks: readonly number[]): KenoRound {
  const drawn = sample(rng, BALLS, KENO_DRAWN);
  const hits = picks.filter((pick) => drawn.includes(pick));
  const multiplierHundredths = KENO_PAYS[picks.length - 1]?.[hits.length] ?? 0;
  return { picks: [...picks], drawn, hits, multiplierHundredths };
}
