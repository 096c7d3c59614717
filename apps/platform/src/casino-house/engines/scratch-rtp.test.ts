import { describe, expect, it } from 'vitest';
import { STATED_RTP } from '../testing/simulate-return';
import { seededRng } from '../testing/seeded-rng';
import { playScratch, SCRATCH_PRIZES, scratchReturnToPlayer } from './scratch';

describe('the scratch engine', () => {
  it(
    'returns 95 % from the prize table exactly; simulated cards follow the table and show one triple',
    { timeout: 60_000 },
    () => {
      expect(scratchReturnToPlayer()).toBeCloseTo(STATED_RTP.scratch, 10);
      const rounds = 1_000_000;
      const rng = seededRng(9);
      const seen = new Map<number, number>();
      let misdressed = 0;
      for (let i = 0; i < rounds; i += 1) {
        const card = playScratch(rng);
        seen.set(card.multiplierHundredths, (seen.get(card.multiplierHundredths) ?? 0) + 1);
        const counts = new Map<number, number>();
        for (const amount of card.fields) counts.set(amount, (counts.get(amount) ?? 0) + 1);
        const triples = [...counts].filter(([, count]) => count >= 3).map(([amount]) => amount);
        const expected = card.multiplierHundredths === 0 ? [] : [card.multiplierHundredths];
        if (card.fields.length !== 9 || triples.join() !== expected.join()) misdressed += 1;
      }
      expect(misdressed).toBe(0);
      for (const [multiplier, perMillion] of SCRATCH_PRIZES) {
        const expected = (perMillion / 1_000_000) * rounds;
        expect(Math.abs((seen.get(multiplier) ?? 0) - expected), `prize ×${multiplier / 100}`).toBeLessThan(
          4 * Math.sqrt(expected) + 1,
        );
      }
    },
  );
});
