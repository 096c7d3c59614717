import { describe, expect, it } from 'vitest';
import { STATED_RTP, RTP_TOLERANCE, simulateReturn } from '../testing/simulate-return';
import { LINES, playSlot } from './slot';
import { slotReturnToPlayer } from './slot-maths';

describe('the slot engine', () => {
  it(
    'returns 96.16 % from its reel strips exactly, and over 4 million simulated spins with free spins',
    { timeout: 60_000 },
    () => {
      expect(slotReturnToPlayer()).toBeCloseTo(STATED_RTP.slot, 4);
      const simulated = simulateReturn(4_000_000, 3, (rng) => [playSlot(rng).totalPays, LINES]);
      expect(Math.abs(simulated - STATED_RTP.slot)).toBeLessThan(RTP_TOLERANCE);
    },
  );
});
