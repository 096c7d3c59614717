import Decimal from 'decimal.js-light';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { binomial, combinationProductSum, quoteCoupon } from './coupon-math';

describe('quoteCoupon', () => {
  it('pays a single at stake times coef', () => {
    expect(quoteCoupon({ kind: 'single', coefs: ['1,85'], stake: '1000', systemSize: 2 })).toMatchObject({
      totalCoef: '1.85',
      possibleWin: '1850.00',
    });
  });

  it('multiplies the coefs of an express: 1.5 × 2.0 × 1.8 at 10 → 54.00', () => {
    expect(quoteCoupon({ kind: 'express', coefs: ['1.5', '2.0', '1.8'], stake: '10', systemSize: 2 })).toEqual({
      problem: null,
      totalCoef: '5.40',
      possibleWin: '54.00',
      minPossibleWin: null,
      combinations: 1,
    });
  });

  it('splits a system 2/3 between three expresses', () => {
    expect(quoteCoupon({ kind: 'system', coefs: ['1.5', '2.0', '1.8'], stake: '30', systemSize: 2 })).toEqual({
      problem: null,
      totalCoef: '3.10',
      possibleWin: '93.00',
      minPossibleWin: '27.00',
      combinations: 3,
    });
  });

  it('rounds money down and never through binary floating point', () => {
    const result = quoteCoupon({ kind: 'system', coefs: ['1.1', '1.2', '1.3'], stake: '10', systemSize: 2 });
    // (1.32 + 1.43 + 1.56) × 10 / 3 = 14.3666…
    expect(result).toMatchObject({ possibleWin: '14.36', minPossibleWin: '4.40' });
  });

  it('names the problem of a bad input', () => {
    expect(quoteCoupon({ kind: 'express', coefs: ['1.5'], stake: '10', systemSize: 2 })).toEqual({
      problem: 'legs',
      min: 2,
      max: 20,
    });
    expect(quoteCoupon({ kind: 'express', coefs: ['1.5', '1.0'], stake: '10', systemSize: 2 })).toEqual({
      problem: 'coef',
      index: 1,
    });
    expect(quoteCoupon({ kind: 'express', coefs: ['1.5', 'x'], stake: '10', systemSize: 2 })).toEqual({
      problem: 'coef',
      index: 1,
    });
    expect(quoteCoupon({ kind: 'single', coefs: ['1.5'], stake: '0', systemSize: 2 })).toEqual({ problem: 'stake' });
    expect(quoteCoupon({ kind: 'system', coefs: ['1.5', '2', '3'], stake: '5', systemSize: 3 })).toEqual({
      problem: 'system-size',
      max: 2,
    });
  });
});

describe('combinationProductSum', () => {
  it('equals the sum over every listed combination', () => {
    const coefArb = fc.integer({ min: 101, max: 2000 }).map((hundredths) => new Decimal(hundredths).dividedBy(100));
    fc.assert(
      fc.property(fc.array(coefArb, { minLength: 3, maxLength: 7 }), fc.integer({ min: 2, max: 6 }), (coefs, size) => {
        const k = Math.min(size, coefs.length - 1);
        let listed = new Decimal(0);
        let count = 0;
        const walk = (start: number, chosen: Decimal[]) => {
          if (chosen.length === k) {
            listed = listed.plus(chosen.reduce((product, coef) => product.times(coef), new Decimal(1)));
            count += 1;
            return;
          }
          for (let index = start; index < coefs.length; index += 1)
            walk(index + 1, [...chosen, coefs[index] as Decimal]);
        };
        walk(0, []);
        expect(combinationProductSum(coefs, k).equals(listed)).toBe(true);
        expect(binomial(coefs.length, k)).toBe(count);
      }),
    );
  });
});
