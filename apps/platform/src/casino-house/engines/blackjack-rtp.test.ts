import { describe, expect, it } from 'vitest';
import { STATED_RTP, RTP_TOLERANCE, simulateReturn } from '../testing/simulate-return';
import { actBlackjack, dealBlackjack, shuffleShoe } from './blackjack';
import { basicStrategy } from './blackjack-strategy';

describe('the blackjack engine', () => {
  it('returns 99.15 % with basic strategy over 600,000 simulated hands', { timeout: 60_000 }, () => {
    const simulated = simulateReturn(600_000, 13, (rng) => {
      const shoe = shuffleShoe(rng);
      let hand = dealBlackjack(shoe);
      while (hand.multiplierHundredths === null) hand = actBlackjack(hand, shoe, basicStrategy(hand));
      return [hand.multiplierHundredths / 100, hand.isDoubled ? 2 : 1];
    });
    expect(Math.abs(simulated - STATED_RTP.blackjack)).toBeLessThan(RTP_TOLERANCE);
  });
});
