import { describe, expect, it } from 'vitest';
import { CouponError } from './coupon-error';
import type { CouponBetInput, SettleInput } from './coupon-input';
import type { CouponTypeId } from './coupon-types';
import { isCouponSettled, settle } from './settle';

const legs = (...pairs: [string, number][]): CouponBetInput[] =>
  pairs.map(([coef, statusId], i) => ({ id: `b${i}`, coef, statusId }));

const payout = (typeId: CouponTypeId, amount: string, bets: CouponBetInput[], extra: Partial<SettleInput> = {}) =>
  settle({ typeId, amount, bets, ...extra }).payout;

describe('settle: single (0)', () => {
  it.each<[number, string]>([
    [0, '0.00'],
    [1, '190.00'],
    [2, '100.00'],
    [3, '100.00'],
    [4, '145.00'],
    [5, '50.00'],
    [6, '95.00'],
  ])('status %i pays %s on 100 at 1.9', (statusId, expected) => {
    expect(payout(0, '100', legs(['1.9', statusId]))).toBe(expected);
  });
});

describe('settle: express (1)', () => {
  it('pays amount × Π coef when all win', () => {
    expect(payout(1, '100', legs(['1.25', 1], ['1.65', 1], ['1.85', 1]))).toBe('381.56');
  });

  it('a returned leg counts as coef 1', () => {
    expect(payout(1, '100', legs(['1.25', 1], ['1.65', 2], ['1.85', 1]))).toBe('231.25');
  });

  it('a lost leg loses the express', () => {
    expect(payout(1, '100', legs(['1.25', 1], ['1.65', 0], ['1.85', 1]))).toBe('0.00');
  });

  it('a half-win leg counts (coef + 1) / 2, a half-lose one 0.5', () => {
    expect(payout(1, '100', legs(['2', 4], ['3', 1]))).toBe('450.00');
    expect(payout(1, '100', legs(['2', 5], ['3', 1]))).toBe('150.00');
    expect(payout(1, '100', legs(['2', 6], ['3', 1]))).toBe('300.00');
  });
});

describe('settle: system (2)', () => {
  it('pays every winning combination its share of the stake', () => {
    // 2 of 3 at 300: 100 per double; only the 2 × 3 double wins.
    expect(payout(2, '300', legs(['2', 1], ['3', 1], ['4', 0]), { systemValue: 2 })).toBe('600.00');
  });

  it('a lost banker loses every combination', () => {
    const bets = [...legs(['2', 1], ['3', 1], ['4', 1]), { id: 'k', coef: '1.5', isBanker: true, statusId: 0 }];
    expect(payout(2, '300', bets, { systemValue: 2 })).toBe('0.00');
  });

  it('a returned banker counts as coef 1 in every combination', () => {
    const bets = [...legs(['2', 1], ['3', 1], ['4', 1]), { id: 'k', coef: '1.5', isBanker: true, statusId: 2 }];
    expect(payout(2, '300', bets, { systemValue: 2 })).toBe('2600.00');
  });
});

describe('settle: chain (3), the published chain rule', () => {
  it('the worked example: 3 at 2 W, 1.5 W, 2 L, 3 W, 1.5 L leaves 7.50 in the chain account', () => {
    expect(payout(3, '3', legs(['2', 1], ['1.5', 1], ['2', 0], ['3', 1], ['1.5', 0]))).toBe('7.50');
  });

  it('after a loss the next bet is staked what is left when that is less than the stake', () => {
    // 100 → 155 → 180 → 80 (lost) → 80 staked at 2: 160.
    expect(payout(3, '100', legs(['1.55', 1], ['1.25', 1], ['1.85', 0], ['2', 1]))).toBe('160.00');
  });

  it('a lost first bet ends the chain', () => {
    expect(payout(3, '100', legs(['2', 0], ['3', 1], ['4', 1]))).toBe('0.00');
  });

  it('a returned bet gives its stake back to the chain account', () => {
    expect(payout(3, '100', legs(['2', 1], ['3', 2], ['4', 1]))).toBe('500.00');
  });
});

describe('settle: multi (4)', () => {
  it('each single is settled on its own', () => {
    expect(payout(4, '10', legs(['2', 1], ['3', 0], ['4', 2]))).toBe('30.00');
  });
});

describe('settle: conditional (5)', () => {
  const blocks = (s1: number, s2: number, s3: number, s4: number): CouponBetInput[] => [
    { id: 'a', coef: '1.15', blockId: 1, statusId: s1 },
    { id: 'b', coef: '1.39', blockId: 2, statusId: s2 },
    { id: 'c', coef: '1.13', blockId: 2, statusId: s3 },
    { id: 'd', coef: '1.13', blockId: 3, statusId: s4 },
  ];
  const amountByBlockId = { '2': '115', '3': '100' };

  it('a lost first block loses the bet', () => {
    expect(payout(5, '100', blocks(0, 1, 1, 1), { amountByBlockId })).toBe('0.00');
  });

  it('a lost last block keeps what the earlier blocks set aside', () => {
    expect(payout(5, '100', blocks(1, 1, 1, 0), { amountByBlockId })).toBe('80.63');
  });

  it('a lost middle block stops the sequence: later blocks are not placed', () => {
    expect(payout(5, '100', blocks(1, 0, 1, 1), { amountByBlockId })).toBe('0.00');
    expect(payout(5, '100', legs(['2', 1], ['3', 0], ['4', 1]))).toBe('100.00');
  });

  it('all blocks won pay the possible win', () => {
    expect(payout(5, '100', blocks(1, 1, 1, 1), { amountByBlockId })).toBe('193.63');
  });
});

describe('settle: anti-express (6)', () => {
  it('wins at its coef when at least one leg loses', () => {
    expect(payout(6, '100', legs(['1.25', 1], ['1.65', 1], ['1.85', 0]))).toBe('135.00');
  });

  it('loses when every leg wins', () => {
    expect(payout(6, '100', legs(['1.25', 1], ['1.65', 1], ['1.85', 1]))).toBe('0.00');
  });

  it('a returned leg drops out and the coef is recomputed from the rest', () => {
    // P = 1.25 × 1.65 = 2.0625 → 2.0625 / 1.0625 = 1.94…
    expect(payout(6, '100', legs(['1.25', 0], ['1.65', 1], ['1.85', 2]))).toBe('194.00');
    // P = 1.25 → 5
    expect(payout(6, '100', legs(['1.25', 0], ['1.65', 2], ['1.85', 3]))).toBe('500.00');
  });

  it('all legs returned give the stake back', () => {
    expect(payout(6, '100', legs(['1.25', 2], ['1.65', 3]))).toBe('100.00');
  });

  it('a half result splits the stake over both ways the leg can fall', () => {
    // 2 (half lose, half return) + 3 (won): half lost → anti at 6/5 = 1.2; half void → express 3 won → 0.
    expect(payout(6, '100', legs(['2', 5], ['3', 1]))).toBe('60.00');
    // 2 (half win, half return) + 3 (lost): win half → 1.2; void half → P = 3 → 1.5.  (1.2 + 1.5) / 2
    expect(payout(6, '100', legs(['2', 4], ['3', 0]))).toBe('135.00');
    // 2 (half lose, half win) + 3 (won): lost with chance ½ at 1.2.
    expect(payout(6, '100', legs(['2', 6], ['3', 1]))).toBe('60.00');
  });
});

describe('settle: lucky (7) and patent (8)', () => {
  it('patent: every line containing a lost leg loses; the rest pay', () => {
    // 2 W, 3 W, 4 L: singles 2 + 3, double 6 → 11 per unit.
    expect(payout(8, '10', legs(['2', 1], ['3', 1], ['4', 0]))).toBe('110.00');
  });

  it('lucky 15: a returned leg counts as coef 1 in every line', () => {
    // Π(1 + f) − 1 with f = 2, 2, 2, 1: 27 × 2 − 1 = 53
    expect(payout(7, '1', legs(['2', 1], ['2', 1], ['2', 1], ['2', 2]))).toBe('53.00');
  });
});

describe('settle: many singles (9)', () => {
  it('each single pays its own amount × factor', () => {
    expect(payout(9, '10', legs(['2', 1], ['3', 0], ['1.5', 1]), { amountByBetId: { b2: '20' } })).toBe('50.00');
  });
});

describe('settle: not settled yet', () => {
  it('throws NOT_SETTLED naming the open bets when a bet is -2 or -1 or has no status', () => {
    const bets = [...legs(['2', 1], ['3', -1]), { id: 'c', coef: '2' }];
    let error: unknown;
    try {
      settle({ typeId: 1, amount: '1', bets });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(CouponError);
    expect((error as CouponError).code).toBe('NOT_SETTLED');
    expect((error as CouponError).message).toBe('The coupon is not settled yet: b1 (status -1), c (status -2).');
  });

  it('isCouponSettled tells before settling', () => {
    expect(isCouponSettled(legs(['2', 1], ['3', 0]))).toBe(true);
    expect(isCouponSettled(legs(['2', 1], ['3', -2]))).toBe(false);
    expect(isCouponSettled([{ statusId: undefined }])).toBe(false);
  });

  it('checks the input like quote does', () => {
    expect(() => settle({ typeId: 2, amount: '1', systemValue: 5, bets: legs(['2', 1], ['3', 1], ['4', 1]) })).toThrow(
      expect.objectContaining({ code: 'INVALID_SYSTEM_VALUE' }),
    );
  });
});
