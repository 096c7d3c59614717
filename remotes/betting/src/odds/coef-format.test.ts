import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Decimal } from 'decimal.js';
import { coefMove, formatCoef } from './coef-format';

describe('formatCoef', () => {
  it.each([
    ['1.85', '1.85', '17/20', '-118', '0.85', '-1.18', '0.85'],
    ['2.00', '2.00', '1/1', '+100', '1.00', '1.00', '1.00'],
    ['2.50', '2.50', '3/2', '+150', '1.50', '1.50', '-0.67'],
    ['1.01', '1.01', '1/100', '-10000', '0.01', '-100.00', '0.01'],
    ['1.50', '1.50', '1/2', '-200', '0.50', '-2.00', '0.50'],
    ['11.00', '11.00', '10/1', '+1000', '10.00', '10.00', '-0.10'],
    ['1.33', '1.33', '33/100', '-303', '0.33', '-3.03', '0.33'],
    ['3.75', '3.75', '11/4', '+275', '2.75', '2.75', '-0.36'],
  ])('shows %s in every format', (coef, decimal, fraction, american, hongKong, indonesian, malaysian) => {
    expect([0, 1, 2, 3, 4, 5].map((view) => formatCoef(coef, view as 0 | 1 | 2 | 3 | 4 | 5))).toEqual([
      decimal,
      fraction,
      american,
      hongKong,
      indonesian,
      malaysian,
    ]);
  });

  it('keeps the fraction exact for every coef the platform can give', () => {
    fc.assert(
      fc.property(fc.integer({ min: 101, max: 99999 }), (cents) => {
        const coef = (cents / 100).toFixed(2);
        const [numerator, denominator] = formatCoef(coef, 1).split('/').map(Number);
        expect((numerator ?? 0) * 100).toBe((cents - 100) * (denominator ?? 0));
      }),
    );
  });
});

/** The formats by their definitions, in decimal arithmetic: what the whole-hundredths version must match. */
function reference(coef: string, view: number): string {
  const decimal = new Decimal(coef);
  const profit = decimal.minus(1);
  const half = (value: Decimal, places: number) => value.toFixed(places, Decimal.ROUND_HALF_UP);
  const negative = (value: Decimal, places: number) => `-${half(value, places)}`;
  switch (view) {
    case 2:
      return decimal.gte(2) ? `+${half(profit.times(100), 0)}` : negative(new Decimal(100).div(profit), 0);
    case 3:
      return half(profit, 2);
    case 4:
      return decimal.gte(2) ? half(profit, 2) : negative(new Decimal(1).div(profit), 2);
    case 5:
      return decimal.lte(2) ? half(profit, 2) : negative(new Decimal(1).div(profit), 2);
    default:
      return decimal.toFixed(2);
  }
}

describe('formatCoef against decimal arithmetic', () => {
  it('gives every format of every coef the platform can give', () => {
    fc.assert(
      fc.property(fc.integer({ min: 101, max: 99999 }), fc.constantFrom(0, 2, 3, 4, 5), (cents, view) => {
        const coef = (cents / 100).toFixed(2);
        expect(formatCoef(coef, view as 0 | 2 | 3 | 4 | 5)).toBe(reference(coef, view));
      }),
    );
  });
});

describe('coefMove', () => {
  it('compares coefs as decimals', () => {
    expect(coefMove('1.85', '1.90')).toBe(1);
    expect(coefMove('10.00', '9.50')).toBe(-1);
    expect(coefMove('1.85', '1.85')).toBe(0);
    expect(coefMove(null, '1.85')).toBe(0);
    expect(coefMove('1.85', null)).toBe(0);
  });
});
