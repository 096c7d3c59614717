import { describe, expect, it } from 'vitest';
import { STATED_RTP, RTP_TOLERANCE, simulateReturn } from '../testing/simulate-return';
import { KENO_DRAWN, KENO_MAX_PICKS, playKeno } from './keno';
import { kenoReturnToPlayer } from './keno-maths';

describe('the keno engine', () => {
  it(
    'returns 95 % for every count of picks exactly, and over a million simulated one-number draws',
    { timeout: 60_000 },
    () => {
      for (let picks = 1; picks <= KENO_MAX_PICKS; picks += 1) {
        expect(Math.abs(kenoReturnToPlayer(picks) - STATED_RTP.keno), `${picks} picks`).toBeLessThan(0.001);
      }
      let badDraws = 0;
      const simulated = simulateReturn(1_000_000, 5, (rng) => {
        const round = playKeno(rng, [17]);
        if (new Set(round.drawn).size !== KENO_DRAWN) badDraws += 1;
        return [round.multiplierHundredths / 100, 1];
      });
      expect(badDraws).toBe(0);
      expect(Math.abs(simulated - kenoReturnToPlayer(1))).toBeLessThan(RTP_TOLERANCE);
    },
  );
});
