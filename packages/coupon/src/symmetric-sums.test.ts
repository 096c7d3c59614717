import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from './decimal';
import { binomial, elementarySymmetricSum } from './symmetric-sums';
import { coefArb, combinations } from './test-support';

describe('elementary symmetric sums', () => {
  it('e_2 of 2, 3, 4 is 2·3 + 2·4 + 3·4 = 26', () => {
    expect(elementarySymmetricSum([2, 3, 4].map(dec), 2).toFixed()).toBe('26');
  });

  it('e_0 is 1 and e_k beyond the count is 0', () => {
    expect(elementarySymmetricSum([dec(5)], 0).toFixed()).toBe('1');
    expect(elementarySymmetricSum([dec(5)], 2).toFixed()).toBe('0');
  });

  it('equals the sum over every combination of its product (brute force)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(coefArb, fc.constant('0'), fc.constant('1')), { minLength: 1, maxLength: 9 }),
        fc.nat(9),
        (values, rawK) => {
          const k = rawK % (values.length + 1);
          const expected = combinations(values.map(dec), k).reduce(
            (total, combo) => total.plus(combo.reduce((p, v) => p.times(v), dec(1))),
            dec(0),
          );
          expect(elementarySymmetricSum(values.map(dec), k).toFixed()).toBe(expected.toFixed());
        },
      ),
    );
  });
});

describe('binomial', () => {
  it('counts combinations exactly, even past 2^53', () => {
    expect(binomial(17, 10)).toBe(19448n);
    expect(binomial(50, 25)).toBe(126410606437752n);
    expect(binomial(70, 35)).toBe(112186277816662845432n);
    expect(binomial(3, 4)).toBe(0n);
  });
});
