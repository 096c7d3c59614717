import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CouponError } from '../coupon-error';
import { amountArb, centsToString, coefArb, hundredths } from '../test-support';
import { blockMaxAmounts } from './block-max-amounts';

describe('maximum per block is chained', () => {
  it('first block: the max bet amount; each next: previous coef × amount, rounded to 2 places', () => {
    const blocks = [
      { coef: '1.555', amount: '3' },
      { coef: '2', amount: '4.67' },
      { coef: 1.1, amount: 1 },
    ];
    expect(blockMaxAmounts('500', blocks)).toEqual(['500.00', '4.67', '9.34']);
  });

  it('no max bet amount leaves the first block without a maximum', () => {
    expect(
      blockMaxAmounts(null, [
        { coef: '2', amount: '10' },
        { coef: '3', amount: '1' },
      ]),
    ).toEqual([null, '20.00']);
  });

  it('rejects a block without a valid coef', () => {
    expect(() =>
      blockMaxAmounts('1', [
        { coef: '0.5', amount: '1' },
        { coef: '2', amount: '1' },
      ]),
    ).toThrow(CouponError);
  });

  it('each maximum equals the previous block coef × amount, half up to the cent (integer check)', () => {
    fc.assert(
      fc.property(
        amountArb,
        fc.array(fc.record({ coef: coefArb, amount: amountArb }), { minLength: 1, maxLength: 8 }),
        (max, blocks) => {
          const maxima = blockMaxAmounts(max, blocks);
          expect(maxima[0]).toBe(max);
          blocks.slice(1).forEach((_, i) => {
            const previous = blocks[i] as { coef: string; amount: string };
            // hundredths × cents = 1/10000 of a unit; to cents, half up
            const units = hundredths(previous.coef) * hundredths(previous.amount);
            expect(maxima[i + 1]).toBe(centsToString((units + 50n) / 100n));
          });
        },
      ),
    );
  });
});
