import { describe, expect, it } from 'vitest';
import { maxStake } from './max-stake';

describe('maxStake', () => {
  it('is the maximum bet while the balance covers it', () => {
    expect(maxStake({ maxBetAmount: '500', isBonusAccount: false }, '1000.00')).toBe('500');
  });

  it('is the balance when it holds less than the maximum bet', () => {
    expect(maxStake({ maxBetAmount: '5000', isBonusAccount: false }, '850.50')).toBe('850.50');
  });

  it('is the balance on the bonus account, which has no maximum', () => {
    expect(maxStake({ maxBetAmount: '500', isBonusAccount: true }, '700.00')).toBe('700.00');
  });

  it('is whichever is known, or nothing', () => {
    expect(maxStake({ maxBetAmount: null, isBonusAccount: false }, '20.00')).toBe('20.00');
    expect(maxStake({ maxBetAmount: '300', isBonusAccount: false }, null)).toBe('300');
    expect(maxStake({ maxBetAmount: null, isBonusAccount: false }, null)).toBeNull();
  });
});
