import { describe, expect, it } from 'vitest';
import { CouponError, type CouponErrorCode } from './coupon-error';
import type { QuoteInput } from './coupon-input';
import { quote } from './quote';
import { settle } from './settle';

const bets = (...coefs: (string | number)[]) => coefs.map((coef, i) => ({ id: `b${i}`, coef }));

function errorCode(input: QuoteInput): CouponErrorCode | undefined {
  try {
    quote(input);
  } catch (error) {
    if (error instanceof CouponError) return error.code;
    throw error;
  }
  return undefined;
}

describe('quote: single (0)', () => {
  it('possible win = amount × coef', () => {
    expect(quote({ typeId: 0, amount: '150', bets: bets('1.85') })).toEqual({
      coef: '1.85',
      betsCount: 1,
      totalStake: '150.00',
      possibleWin: '277.50',
    });
  });

  it('accepts the amount and coef as numbers without float errors', () => {
    expect(quote({ typeId: 0, amount: 0.3, bets: bets(1.1) }).possibleWin).toBe('0.33');
  });
});

describe('quote: express (1)', () => {
  it('coef is the exact product of the coefs; possible win is cut to the cent', () => {
    expect(quote({ typeId: 1, amount: '100', bets: bets('1.25', '1.65', '1.85') })).toEqual({
      coef: '3.815625',
      betsCount: 1,
      totalStake: '100.00',
      possibleWin: '381.56',
    });
  });
});

describe('quote: system (2)', () => {
  it('2 of 3: the amount is split over 3 doubles; coef is the sum of the doubles', () => {
    const result = quote({ typeId: 2, amount: '300', systemValue: 2, bets: bets('2', '3', '4') });
    expect(result).toEqual({
      coef: '26',
      betsCount: 3,
      totalStake: '300.00',
      possibleWin: '2600.00',
      minPossibleWin: '600.00',
    });
  });

  it('bankers multiply every combination and do not count in the system value', () => {
    const input: QuoteInput = {
      typeId: 2,
      amount: '300',
      systemValue: 2,
      bets: [...bets('2', '3', '4'), { id: 'banker', coef: '1.5', isBanker: true }],
    };
    expect(quote(input)).toMatchObject({ coef: '39', betsCount: 3, possibleWin: '3900.00', minPossibleWin: '900.00' });
  });

  it('minimum possible win: exactly the system value of the smallest coefs win', () => {
    const result = quote({ typeId: 2, amount: '100', systemValue: 3, bets: bets('5', '1.2', '3', '1.1', '2') });
    // 10 combinations, 10.00 each; the least winning one is 1.1 × 1.2 × 2 = 2.64.
    expect(result.betsCount).toBe(10);
    expect(result.minPossibleWin).toBe('26.40');
  });

  it('cuts a stake that does not split evenly only at the end', () => {
    expect(quote({ typeId: 2, amount: '100', systemValue: 2, bets: bets('1.25', '1.65', '1.85') })).toMatchObject({
      coef: '7.4275',
      possibleWin: '247.58',
      minPossibleWin: '68.75',
    });
  });

  it('system value must be from 2 to non-bankers − 1', () => {
    const base = { typeId: 2, amount: '10', bets: bets('2', '3', '4', '5') } as const;
    expect(errorCode({ ...base, systemValue: 1 })).toBe('INVALID_SYSTEM_VALUE');
    expect(errorCode({ ...base, systemValue: 4 })).toBe('INVALID_SYSTEM_VALUE');
    expect(errorCode({ ...base, systemValue: 2.5 })).toBe('INVALID_SYSTEM_VALUE');
    expect(errorCode(base)).toBe('INVALID_SYSTEM_VALUE');
    expect(errorCode({ ...base, systemValue: 3 })).toBeUndefined();
  });

  it('needs 3 bets that are not bankers', () => {
    const input: QuoteInput = {
      typeId: 2,
      amount: '10',
      systemValue: 2,
      bets: [...bets('2', '3'), { id: 'k', coef: '2', isBanker: true }],
    };
    expect(errorCode(input)).toBe('WRONG_BETS_COUNT');
  });
});

describe('quote: systems are computed without listing combinations', () => {
  it('a 25-of-50 system (126 410 606 437 752 combinations) quotes and settles at once', () => {
    const input: QuoteInput = {
      typeId: 2,
      amount: '1000',
      systemValue: 25,
      bets: Array.from({ length: 50 }, (_, i) => ({ id: `b${i}`, coef: '1.01', statusId: 1 })),
    };
    const started = performance.now();
    const result = quote(input);
    // Every combination has coef 1.01^25, so the possible win is 1000 × 1.01^25 = 1282.43…; the minimum is
    // one combination's share of it, under a cent.
    expect(result).toMatchObject({ betsCount: 126410606437752, possibleWin: '1282.43', minPossibleWin: '0.00' });
    expect(settle(input).payout).toBe('1282.43');
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('quote: chain (3)', () => {
  it('coef = 1 + Σ(coef − 1): each bet is staked the initial amount', () => {
    expect(quote({ typeId: 3, amount: '100', bets: bets('1.55', '1.25', '1.85') })).toEqual({
      coef: '2.65',
      betsCount: 3,
      totalStake: '100.00',
      possibleWin: '265.00',
    });
  });
});

describe('quote: multi (4)', () => {
  it('one single per bet, each staked the amount: total stake n × amount, win Σ amount × coef', () => {
    expect(quote({ typeId: 4, amount: '10', bets: bets('1.5', '2.25', '3') })).toEqual({
      coef: '6.75',
      betsCount: 3,
      totalStake: '30.00',
      possibleWin: '67.50',
    });
  });

  it('cuts each single to the cent on its own', () => {
    // 0.05 × 1.11 = 0.0555 → 0.05 twice, not 0.111 → 0.11.
    expect(quote({ typeId: 4, amount: '0.05', bets: bets('1.11', '1.11') }).possibleWin).toBe('0.10');
  });
});

describe('quote: conditional (5)', () => {
  it('with equal stakes it reads like a chain of blocks', () => {
    expect(quote({ typeId: 5, amount: '100', bets: bets('1.5', '2', '1.2') })).toEqual({
      coef: '2.7',
      betsCount: 3,
      totalStake: '100.00',
      possibleWin: '270.00',
    });
  });

  it('bets with one blockId form an express block', () => {
    const input: QuoteInput = {
      typeId: 5,
      amount: '100',
      bets: [
        { id: 'a', coef: '1.15', blockId: 1 },
        { id: 'b', coef: '1.39', blockId: 2 },
        { id: 'c', coef: '1.13', blockId: 2 },
        { id: 'd', coef: '1.13', blockId: 3 },
      ],
      amountByBlockId: { '2': '115', '3': '100' },
    };
    // Block 1: 100 → 115; block 2 takes all 115 → 180.6305; block 3 takes 100, 80.6305 is kept → 193.6305.
    expect(quote(input)).toEqual({ coef: '1.936', betsCount: 3, totalStake: '100.00', possibleWin: '193.63' });
  });

  it('a block may not be staked more than the previous block brings back (chained block maximum)', () => {
    const input: QuoteInput = {
      typeId: 5,
      amount: '100',
      bets: bets('1.5', '2'),
      amountByBlockId: { 'bet:b1': '150.01' },
    };
    expect(errorCode(input)).toBe('UNKNOWN_BLOCK_ID');
    const blocks = [
      { id: 'a', coef: '1.5', blockId: 0 },
      { id: 'b', coef: '2', blockId: 1 },
    ];
    expect(errorCode({ typeId: 5, amount: '100', bets: blocks, amountByBlockId: { '1': '150.01' } })).toBe(
      'BLOCK_AMOUNT_TOO_HIGH',
    );
    expect(errorCode({ typeId: 5, amount: '100', bets: blocks, amountByBlockId: { '1': '150' } })).toBeUndefined();
  });

  it('needs 2 blocks', () => {
    const input: QuoteInput = {
      typeId: 5,
      amount: '100',
      bets: [
        { id: 'a', coef: '1.5', blockId: 4 },
        { id: 'b', coef: '2', blockId: 4 },
      ],
    };
    expect(errorCode(input)).toBe('WRONG_BETS_COUNT');
  });
});

describe('quote: anti-express (6)', () => {
  it('coef = P / (P − 1) for the express coef P, cut to 2 places', () => {
    // P = 3.815625; 3.815625 / 2.815625 = 1.3551…
    expect(quote({ typeId: 6, amount: '100', bets: bets('1.25', '1.65', '1.85') })).toEqual({
      coef: '1.35',
      betsCount: 1,
      totalStake: '100.00',
      possibleWin: '135.00',
    });
  });

  it('needs every coef above 1 and 2 to 10 bets', () => {
    expect(errorCode({ typeId: 6, amount: '1', bets: bets('1', '2') })).toBe('INVALID_COEF');
    expect(errorCode({ typeId: 6, amount: '1', bets: bets(...Array(11).fill('2')) })).toBe('WRONG_BETS_COUNT');
  });
});

describe('quote: lucky (7)', () => {
  it.each([
    [4, 15],
    [5, 31],
    [6, 63],
  ])('lucky with %i selections is %i bets: every single, double, … and the accumulator', (n, count) => {
    const result = quote({ typeId: 7, amount: '1', bets: bets(...Array(n).fill('2')) });
    expect(result.betsCount).toBe(count);
    expect(result.totalStake).toBe(`${count}.00`);
    // Π(1 + 2) − 1 = 3^n − 1
    expect(result.coef).toBe(String(3 ** n - 1));
  });

  it('takes 4 to 6 selections', () => {
    expect(errorCode({ typeId: 7, amount: '1', bets: bets('2', '2', '2') })).toBe('WRONG_BETS_COUNT');
    expect(errorCode({ typeId: 7, amount: '1', bets: bets(...Array(7).fill('2')) })).toBe('WRONG_BETS_COUNT');
  });
});

describe('quote: patent (8)', () => {
  it('3 singles + 3 doubles + 1 treble, the amount on each', () => {
    // singles 2 + 3 + 4 = 9, doubles 6 + 8 + 12 = 26, treble 24: 59
    expect(quote({ typeId: 8, amount: '10', bets: bets('2', '3', '4') })).toEqual({
      coef: '59',
      betsCount: 7,
      totalStake: '70.00',
      possibleWin: '590.00',
    });
  });

  it('takes exactly 3 selections', () => {
    expect(errorCode({ typeId: 8, amount: '1', bets: bets('2', '2', '2', '2') })).toBe('WRONG_BETS_COUNT');
  });
});

describe('quote: many singles (9)', () => {
  it('each bet has its own amount; a bet without one takes the amount', () => {
    const input: QuoteInput = {
      typeId: 9,
      amount: '10',
      bets: bets('2', '3', '1.5'),
      amountByBetId: { b0: '5', b2: '20.50' },
    };
    expect(quote(input)).toEqual({ coef: '6.5', betsCount: 3, totalStake: '35.50', possibleWin: '70.75' });
  });

  it('rejects an amount for a bet not in the coupon', () => {
    expect(errorCode({ typeId: 9, amount: '1', bets: bets('2', '3'), amountByBetId: { zz: '1' } })).toBe(
      'UNKNOWN_BET_ID',
    );
  });
});

describe('quote: invalid input', () => {
  it.each<[string, QuoteInput, CouponErrorCode]>([
    ['unknown type', { typeId: 10 as 0, amount: '1', bets: bets('2') }, 'INVALID_TYPE'],
    ['empty coupon', { typeId: 1, amount: '1', bets: [] }, 'EMPTY_COUPON'],
    ['negative amount', { typeId: 0, amount: '-1', bets: bets('2') }, 'INVALID_AMOUNT'],
    ['amount with 3 decimals', { typeId: 0, amount: '1.005', bets: bets('2') }, 'INVALID_AMOUNT'],
    ['amount not a number', { typeId: 0, amount: 'ten', bets: bets('2') }, 'INVALID_AMOUNT'],
    ['float garbage', { typeId: 0, amount: 0.1 + 0.2, bets: bets('2') }, 'INVALID_AMOUNT'],
    [
      'negative bet amount',
      { typeId: 9, amount: '1', bets: bets('2', '3'), amountByBetId: { b0: -5 } },
      'INVALID_AMOUNT',
    ],
    ['coef below 1', { typeId: 0, amount: '1', bets: bets('0.99') }, 'INVALID_COEF'],
    ['coef not a number', { typeId: 0, amount: '1', bets: bets('x') }, 'INVALID_COEF'],
    ['two bets in a single', { typeId: 0, amount: '1', bets: bets('2', '3') }, 'WRONG_BETS_COUNT'],
    ['one bet in an express', { typeId: 1, amount: '1', bets: bets('2') }, 'WRONG_BETS_COUNT'],
    ['51 bets', { typeId: 1, amount: '1', bets: bets(...Array(51).fill('1.01')) }, 'WRONG_BETS_COUNT'],
    [
      'duplicate bet ids',
      {
        typeId: 1,
        amount: '1',
        bets: [
          { id: 'a', coef: '2' },
          { id: 'a', coef: '3' },
        ],
      },
      'DUPLICATE_BET_ID',
    ],
    ['empty bet id', { typeId: 0, amount: '1', bets: [{ id: '', coef: '2' }] }, 'INVALID_BET_ID'],
    ['unknown status', { typeId: 0, amount: '1', bets: [{ id: 'a', coef: '2', statusId: 9 }] }, 'INVALID_STATUS'],
  ])('%s', (_, input, code) => {
    expect(errorCode(input)).toBe(code);
  });

  it('gives a clear English message', () => {
    expect(() => quote({ typeId: 0, amount: '-5', bets: bets('2') })).toThrow(
      'The amount must not be negative, got -5.',
    );
  });
});
