import { describe, expect, it } from 'vitest';
import { bonusBetCoef, isBonusBetEligible, type BonusBetEligibility } from './bonus-bet';

const base: BonusBetEligibility = {
  typeId: 1,
  isBonusBetAllowed: true,
  bets: [{ coef: '1.1' }, { coef: '2' }, { coef: '1.5', kind: 3 }],
};

describe('bonus bet', () => {
  it('is added to an express the site allows, with 3+ bets, each coef ≥ 1.1 and kind ≠ 7', () => {
    expect(isBonusBetEligible(base)).toBe(true);
  });

  it.each<[string, Partial<BonusBetEligibility>]>([
    ['the type is not express', { typeId: 2 }],
    ['the site does not allow it', { isBonusBetAllowed: false }],
    ['there are 2 bets', { bets: [{ coef: '2' }, { coef: '2' }] }],
    ['a coef is below 1.1', { bets: [{ coef: '1.09' }, { coef: '2' }, { coef: '2' }] }],
    ['a bet is of kind 7', { bets: [{ coef: '2', kind: 7 }, { coef: '2' }, { coef: '2' }] }],
  ])('is not added when %s', (_, change) => {
    expect(isBonusBetEligible({ ...base, ...change })).toBe(false);
  });

  it.each([
    [1, '1.01'],
    [3, '1.03'],
    [9, '1.09'],
    [10, '1.1'],
    [25, '1.1'],
    [0, '1.1'],
  ])('with %i bets its coef is %s (1 + n/100 for 1–9, else 1.1)', (n, coef) => {
    expect(bonusBetCoef(n)).toBe(coef);
  });
});
