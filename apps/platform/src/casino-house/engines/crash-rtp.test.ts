import { describe, expect, it } from 'vitest';
import { STATED_RTP, RTP_TOLERANCE, simulateReturn } from '../testing/simulate-return';
import { crashPoint, decideFlight, MAX_TARGET_HUNDREDTHS, multiplierAt, secondsToReach } from './crash';

/** What a flight paid for a stake of 1, as the server decides it. */
const paid = (decision: ReturnType<typeof decideFlight>) =>
  decision.kind === 'over' && decision.cashedOutHundredths !== null ? decision.cashedOutHundredths / 100 : 0;

describe('the crash engine', () => {
  it(
    'returns 97 % with an automatic cash-out, whatever its target, over 1.6 million simulated flights',
    {
      timeout: 60_000,
    },
    () => {
      for (const target of [101, 150, 200, 500]) {
        const simulated = simulateReturn(400_000, target, (rng) => {
          const flight = { crashHundredths: crashPoint(rng), autoHundredths: target };
          // long after any end: the flight has crashed or taken the player off at the target
          return [paid(decideFlight(flight, secondsToReach(MAX_TARGET_HUNDREDTHS) + 1, false)), 1];
        });
        expect(Math.abs(simulated - STATED_RTP.crash), `target ${target / 100}`).toBeLessThan(RTP_TOLERANCE);
      }
    },
  );

  it(
    'returns 97 % to a player who presses cash out at a random moment, over a million simulated flights',
    {
      timeout: 60_000,
    },
    () => {
      const simulated = simulateReturn(1_000_000, 7, (rng) => {
        const flight = { crashHundredths: crashPoint(rng), autoHundredths: null };
        const pressedAt = 0.1 + rng.next() * 9.9;
        return [paid(decideFlight(flight, pressedAt, true)), 1];
      });
      expect(Math.abs(simulated - STATED_RTP.crash)).toBeLessThan(RTP_TOLERANCE);
    },
  );

  it('pays the multiplier shown at the cash-out until the crash point, and nothing after it', () => {
    const flight = { crashHundredths: 250, autoHundredths: null };
    expect(decideFlight(flight, secondsToReach(180), true)).toEqual({ kind: 'over', cashedOutHundredths: 180 });
    expect(decideFlight(flight, secondsToReach(250), true)).toEqual({ kind: 'over', cashedOutHundredths: 250 });
    expect(decideFlight(flight, secondsToReach(251), true)).toEqual({ kind: 'over', cashedOutHundredths: null });
    expect(decideFlight(flight, 0.01, true)).toEqual({ kind: 'too_early' });
    const flying = decideFlight(flight, secondsToReach(200), false);
    expect(flying.kind).toBe('flying');
    if (flying.kind === 'flying') expect(flying.endsInSeconds).toBeCloseTo(secondsToReach(251) - secondsToReach(200));
  });

  it('takes the player off at the automatic target or the ceiling, and crashes at once at 1.00×', () => {
    expect(decideFlight({ crashHundredths: 300, autoHundredths: 200 }, 30, false)).toEqual({
      kind: 'over',
      cashedOutHundredths: 200,
    });
    expect(decideFlight({ crashHundredths: 150, autoHundredths: 200 }, 30, false)).toEqual({
      kind: 'over',
      cashedOutHundredths: null,
    });
    expect(decideFlight({ crashHundredths: 900_000, autoHundredths: null }, 90, true)).toEqual({
      kind: 'over',
      cashedOutHundredths: MAX_TARGET_HUNDREDTHS,
    });
    expect(decideFlight({ crashHundredths: 100, autoHundredths: null }, secondsToReach(101), true)).toEqual({
      kind: 'over',
      cashedOutHundredths: null,
    });
    expect(multiplierAt(secondsToReach(12_345))).toBe(12_345);
  });
});
