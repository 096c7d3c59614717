import { describe, expect, it } from 'vitest';
import { expressBoostAmount, expressBoostPercent, qualifyingPicks } from './express-boost';
import type { ExpressBoostSubject, ExpressBoostTerms } from './express-boost';

const terms: ExpressBoostTerms = {
  minCoef: '1.30',
  tiers: [
    { minPicks: 6, percent: '10' },
    { minPicks: 4, percent: '5' },
    { minPicks: 9, percent: '20' },
  ],
  minStake: '50.00',
  maxBonus: '1000.00',
};
const express = (coefs: string[], patch: Partial<ExpressBoostSubject> = {}): ExpressBoostSubject => ({
  typeId: 1,
  isBonusAccount: false,
  totalStake: '100.00',
  coefs,
  ...patch,
});
const picks = (count: number, coef = '1.50') => Array.from({ length: count }, () => coef);

describe('accumulator boost', () => {
  it('counts only the picks priced at the least coef or above', () => {
    expect(qualifyingPicks(['1.29', '1.30', '2.00', '1.10'], '1.30')).toBe(2);
  });

  it('gives the highest tier the qualifying picks reach, whatever order the table is in', () => {
    expect(expressBoostPercent(express(picks(3)), terms)).toBeNull();
    expect(expressBoostPercent(express(picks(4)), terms)).toBe('5.00');
    expect(expressBoostPercent(express(picks(8)), terms)).toBe('10.00');
    expect(expressBoostPercent(express(picks(12)), terms)).toBe('20.00');
    expect(expressBoostPercent(express([...picks(5), '1.20']), terms)).toBe('5.00');
  });

  it.each<[string, ExpressBoostSubject]>([
    ['a system', express(picks(6), { typeId: 2 })],
    ['bonus money', express(picks(6), { isBonusAccount: true })],
    ['a stake below the least', express(picks(6), { totalStake: '49.99' })],
  ])('gives nothing to %s', (_case, subject) => {
    expect(expressBoostPercent(subject, terms)).toBeNull();
  });

  it('gives nothing where the currency has no terms', () => {
    expect(expressBoostPercent(express(picks(6)), null)).toBeNull();
  });

  it('pays the percentage of the winnings, cut to cents and to the most a boost pays', () => {
    const boost = (payout: string, percent = '10.00') =>
      expressBoostAmount({ payout, totalStake: '100.00', percent, maxBonus: '1000.00' });
    expect(boost('559.99')).toBe('45.99');
    expect(boost('100.00')).toBe('0.00');
    expect(boost('60.00')).toBe('0.00');
    expect(boost('90000.00', '50.00')).toBe('1000.00');
  });
});
