import { describe, expect, it } from 'vitest';
import { isBetStatusId, isSettledStatus, settlementFactor, type BetStatusId } from './bet-status';
import { CouponError } from './coupon-error';
import { dec } from './decimal';

describe('settlement factor by status (Asian-line halves)', () => {
  const coef = dec('1.9');
  it.each<[BetStatusId, string]>([
    [0, '0'],
    [1, '1.9'],
    [2, '1'],
    [3, '1'],
    [4, '1.45'],
    [5, '0.5'],
    [6, '0.95'],
  ])('status %i brings back %s per unit at coef 1.9', (statusId, factor) => {
    expect(settlementFactor(statusId, coef).toFixed()).toBe(factor);
  });

  it('has no factor for -2 and -1: they are not settled', () => {
    expect(() => settlementFactor(-2, coef)).toThrow(CouponError);
    expect(() => settlementFactor(-1, coef)).toThrow(CouponError);
    expect(isSettledStatus(-1)).toBe(false);
    expect(isSettledStatus(0)).toBe(true);
  });

  it('knows the status ids -2 … 6 only', () => {
    expect([-2, -1, 0, 1, 2, 3, 4, 5, 6].every(isBetStatusId)).toBe(true);
    expect([-3, 7, 1.5, '1', null].some(isBetStatusId)).toBe(false);
  });
});
