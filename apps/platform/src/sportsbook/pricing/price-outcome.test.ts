import { BET_STATUS, COUPON_TYPE, settle } from '@betfront/coupon';
import { describe, expect, it } from 'vitest';
import { correctScore, handicap, total, winner3 } from './market-specs';
import { priceOutcome } from './price-outcome';
import { bestOfScores, poissonScores } from './score-distribution';
import type { ScoreDistribution } from './score-distribution';

const sumP = (distribution: ScoreDistribution) => distribution.reduce((sum, score) => sum + score.p, 0);
const overround = (coefs: (string | null)[]) => coefs.reduce((sum, coef) => sum + 1 / Number(coef), 0);

describe('score distributions', () => {
  it('cover all the probability', () => {
    expect(sumP(poissonScores(1.6, 1.1))).toBeCloseTo(1, 7);
    expect(sumP(bestOfScores(0.6, 5))).toBeCloseTo(1, 12);
    expect(sumP(bestOfScores(0.6, 3, { home: 1, away: 1 }))).toBeCloseTo(1, 12);
  });

  it('continue from the score so far', () => {
    const live = poissonScores(0.2, 0.2, { home: 2, away: 1 });
    expect(Math.min(...live.map((s) => s.home))).toBe(2);
    expect(bestOfScores(0.5, 3, { home: 1, away: 1 }).map((s) => `${s.home}:${s.away}`)).toEqual(['2:1', '1:2']);
  });
});

describe('priceOutcome', () => {
  const scores = poissonScores(1.5, 1.1);

  it('prices a 1X2 market with the bookmaker margin', () => {
    const coefs = winner3().outcomes.map((o) => priceOutcome(scores, o, 1 / 1.06));
    expect(overround(coefs)).toBeGreaterThan(1.06);
    expect(overround(coefs)).toBeLessThan(1.075);
    expect(Number(coefs[0])).toBeLessThan(Number(coefs[2]));
  });

  it('prices a quarter line at a fair expected return when there is no margin', () => {
    const over = total(2.25).outcomes[0];
    if (!over) throw new Error('no over');
    const coef = Number(priceOutcome(scores, over, 1));
    // the expected return, settled by the coupon engine for each final score, is one unit (less the rounding)
    const expected = scores.reduce((sum, score) => {
      const statusId = over.resolve(score);
      const { payout } = settle({ typeId: COUPON_TYPE.single, amount: '100', bets: [{ id: 'a', coef, statusId }] });
      return sum + (score.p * Number(payout)) / 100;
    }, 0);
    expect(expected).toBeGreaterThan(0.99);
    expect(expected).toBeLessThanOrEqual(1.0001);
  });

  it('gives both sides of a handicap opposite lines', () => {
    expect(handicap(-0.75).outcomes.map((o) => o.param)).toEqual([-0.75, 0.75]);
    const [home] = handicap(-0.75).outcomes;
    expect(home?.resolve({ home: 2, away: 1 })).toBe(BET_STATUS.halfWinHalfReturn);
  });

  it('offers nothing that is almost impossible', () => {
    const other = correctScore(3).outcomes.find((o) => o.code === 'other');
    if (!other) throw new Error('no other');
    expect(priceOutcome(poissonScores(0.05, 0.05), other, 0.94)).toBeNull();
  });
});
