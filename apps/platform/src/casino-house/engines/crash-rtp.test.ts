import { describe, expect, it } from 'vitest';
import { STATED_RTP, RTP_TOLERANCE, simulateReturn } from '../testing/simulate-return';
import { playCrash } from './crash';

describe('the crash engine', () => {
  it('returns 97 % whatever the cash-out target, over a million simulated flights', { timeout: 60_000 }, () => {
    const targets = [101, 150, 200, 500];
    for (const target of targets) {
      const simulated = simulateReturn(400_000, target, (rng) => [playCrash(rng, target).isWin ? target / 100 : 0, 1]);
      expect(Math.abs(simulated - STATED_RTP.crash), `target ${target / 100}`).toBeLessThan(RTP_TOLERANCE);
    }
  });
});
