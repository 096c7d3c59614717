import { describe, expect, it } from 'vitest';
import { STATED_RTP, RTP_TOLERANCE, simulateReturn } from '../testing/simulate-return';
import { playPlinko } from './plinko';
import { plinkoReturnToPlayer } from './plinko-maths';

describe('the plinko engine', () => {
  it(
    'returns 97.38 % from the binomial chances exactly, and over a million simulated drops',
    { timeout: 60_000 },
    () => {
      expect(plinkoReturnToPlayer()).toBeCloseTo(STATED_RTP.plinko, 4);
      const simulated = simulateReturn(1_000_000, 11, (rng) => [playPlinko(rng).multiplierHundredths / 100, 1]);
      expect(Math.abs(simulated - STATED_RTP.plinko)).toBeLessThan(RTP_TOLERANCE);
    },
  );
});
