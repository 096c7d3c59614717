import type { Rng } from './rng';

/**
 * The crash game: a multiplier climbs from 1.00× until it crashes; the player cashes out at any moment of the
 * flight (or names an automatic cash-out before it) and wins the stake times the multiplier shown then. The crash
 * point X = ⌊100 · 0.97 / (1 − U)⌋ / 100 (U uniform in [0, 1)) is drawn before the flight, so P(X ≥ m) = 0.97 / m
 * for every multiplier m ≥ 1.01 and the return is 97 % whenever the player leaves; 3 % of flights crash at 1.00×.
 */
export const CRASH_RETURN = 0.97;
export const MIN_TARGET_HUNDREDTHS = 101;
/** The flight's ceiling: a player still aboard at 1000.00× is cashed out there. */
export const MAX_TARGET_HUNDREDTHS = 100_000;
/** The multiplier's climb: m(t) = e^(GROWTH · seconds). */
export const CRASH_GROWTH_PER_SECOND = 0.12;

/** The flight's crash point in hundredths (100 = 1.00×). */
export function crashPoint(rng: Rng): number {
  const point = Math.floor((100 * CRASH_RETURN) / (1 - rng.next()));
  return Math.min(Math.max(point, 100), MAX_TARGET_HUNDREDTHS * 10);
}

/** The multiplier shown after `seconds` of flight, in hundredths, rounded down. */
export const multiplierAt = (seconds: number): number =>
  Math.floor(100 * Math.exp(CRASH_GROWTH_PER_SECOND * Math.max(seconds, 0)) + 1e-9);

/** When the multiplier reaches `hundredths`, in seconds of flight. */
export const secondsToReach = (hundredths: number): number => Math.log(hundredths / 100) / CRASH_GROWTH_PER_SECOND;

export interface Flight {
  crashHundredths: number;
  /** The automatic cash-out the player named before the flight, if any. */
  autoHundredths: number | null;
}

export type FlightDecision =
  | { kind: 'flying'; endsInSeconds: number }
  | { kind: 'too_early' }
  /** `cashedOutHundredths` null: the flight crashed with the player aboard. */
  | { kind: 'over'; cashedOutHundredths: number | null };

/**
 * What a flight is after `elapsedSeconds`, when the player asks to cash out or not. The multiplier shows every
 * value up to the crash point and crashes as it would pass it; the automatic cash-out (or the ceiling) takes the
 * player off first when it is not above the crash point. A cash-out is taken from 1.01× on.
 */
export function decideFlight(flight: Flight, elapsedSeconds: number, wantsCashOut: boolean): FlightDecision {
  const shown = multiplierAt(elapsedSeconds);
  const leaveAt = Math.min(flight.autoHundredths ?? MAX_TARGET_HUNDREDTHS, MAX_TARGET_HUNDREDTHS);
  const crashesFirst = flight.crashHundredths < leaveAt;
  if (crashesFirst && shown > flight.crashHundredths) return { kind: 'over', cashedOutHundredths: null };
  if (!crashesFirst && shown >= leaveAt) return { kind: 'over', cashedOutHundredths: leaveAt };
  if (!wantsCashOut) {
    const endsAt = secondsToReach(crashesFirst ? flight.crashHundredths + 1 : leaveAt);
    return { kind: 'flying', endsInSeconds: Math.max(endsAt - elapsedSeconds, 0) };
  }
  if (shown < MIN_TARGET_HUNDREDTHS) return { kind: 'too_early' };
  return { kind: 'over', cashedOutHundredths: shown };
}
