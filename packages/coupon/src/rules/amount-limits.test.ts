import { describe, expect, it } from 'vitest';
import { isAboveMaximum, isBelowMinimum } from './amount-limits';

describe('minimum amount only for configured types', () => {
  it('applies to a configured type', () => {
    expect(isBelowMinimum({ typeId: 1, amount: '9.99', minBetAmount: '10', minAmountTypeIds: [1] })).toBe(true);
    expect(isBelowMinimum({ typeId: 1, amount: '10', minBetAmount: '10', minAmountTypeIds: [1] })).toBe(false);
  });

  it('does not apply to a type that is not configured, nor without a minimum', () => {
    expect(isBelowMinimum({ typeId: 2, amount: '1', minBetAmount: '10', minAmountTypeIds: [1] })).toBe(false);
    expect(isBelowMinimum({ typeId: 1, amount: '1', minBetAmount: null, minAmountTypeIds: [1] })).toBe(false);
  });
});

describe('maximum amount only for configured types and never on the bonus account', () => {
  const base = {
    typeId: 0,
    amount: '100.01',
    maxBetAmount: '100',
    maxAmountTypeIds: [0],
    isBonusAccount: false,
  } as const;

  it('applies to a configured type on a real-money account', () => {
    expect(isAboveMaximum(base)).toBe(true);
    expect(isAboveMaximum({ ...base, amount: '100' })).toBe(false);
  });

  it('does not apply on the bonus account', () => {
    expect(isAboveMaximum({ ...base, isBonusAccount: true })).toBe(false);
  });

  it('does not apply to a type that is not configured', () => {
    expect(isAboveMaximum({ ...base, maxAmountTypeIds: [1, 2] })).toBe(false);
  });
});
