import type { Rng } from './rng';

/**
 * The crash game: a multiplier climbs from 1.00× until it crashes; the player names the multiplier to cash out
 * at before the flight. The crash point X = ⌊100 · 0.97 / (1 − U)⌋ / 100 (U uniform in [0, 1)), so
 * P(X ≥ t) = 0.97 / t for every target t ≥ 1.01 and the return is 97 % whatever the player names; 3 % of
 * flights crash at once (X < 1.01).
 */
export const CRASH_RETURN = 0.97;
export const MIN_TARGET_HUNDREDTHS = 101;
export const MAX_TARGET_HUNDREDTHS = 100_000;
/** The multiplier's climb on the screen: m(t) = e^(GROWTH · seconds). */
export const CRASH_GROWTH_PER_SECOND = 0.12;

export interface CrashRound {
  /** Where the flight crashed, in hundredths (100 = 1.00×). */
  crashHundredths: number;
  /** The player's cash-out target, in hundredths. */
  targetHundredths: number;
  isWin: boolean;
}

/** The flight's crash point in hundredths; capped where no target reaches. */
export function crashPoint(rng: Rng): number {
  const point = Math.floor((100 * CRASH_RETURN) / (1 - rng.next()));
  return Math.min(Math.max(point, 100), MAX_TARGET_HUNDREDTHS * 10);
}

export function playCrash(rng: Rng, targetHundredths: number): CrashRound {
  const crashHundredths = crashPoint(rng);
  return { crashHundredths, targetHundredths, isWin: crashHundredths >= targetHundredths };
}
