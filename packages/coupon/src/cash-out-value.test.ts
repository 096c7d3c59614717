import { describe, expect, it } from 'vitest';
import { cashOutShare, cashOutValue, type CashOutBetInput, type CashOutValueInput } from './cash-out-value';
import type { CouponTypeId } from './coupon-types';

/** With no bookmaker margin a current price c is a fair win chance of 1/c, so hand sums stay short. */
function value(
  typeId: CouponTypeId,
  amount: string,
  bets: readonly CashOutBetInput[],
  extras: Partial<CashOutValueInput> = {},
) {
  return cashOutValue({ typeId, amount, bets, bookmakerMargin: '0', cashOutMargin: '0', ...extras });
}

const won = (id: string, coef: string): CashOutBetInput => ({ id, coef, statusId: 1 });
const lost = (id: string, coef: string): CashOutBetInput => ({ id, coef, statusId: 0 });
const open = (id: string, coef: string, currentCoef: string): CashOutBetInput => ({ id, coef, currentCoef });

describe('cashOutValue by hand', () => {
  it('a single at an unchanged even price is worth its stake, less the cash-out margin', () => {
    expect(value(0, '10', [open('a', '2.00', '2.00')], { cashOutMargin: '0.05' })).toEqual({
      value: '9.50',
      fairValue: '10.00',
      possibleWin: '20.00',
    });
  });

  it('an express takes the bookmaker margin out of the current price of its open leg', () => {
    // 10 × 2 × 3 × 1/(2.50 × 1.25) = 60 × 0.32 = 19.20; less 5 %: 18.24.
    const result = value(1, '10', [won('a', '2.00'), open('b', '3.00', '2.50')], {
      bookmakerMargin: '0.25',
      cashOutMargin: '0.05',
    });
    expect(result).toEqual({ value: '18.24', fairValue: '19.20', possibleWin: '60.00' });
  });

  it('a system sums its lines: 2 of 3 with one leg won, one lost, one open', () => {
    // Lines ab (lost), ac (10 × 2 × 2 × ½ = 20), bc (lost): 20; less 10 %: 18.
    const result = value(2, '30', [won('a', '2.00'), lost('b', '2.00'), open('c', '2.00', '2.00')], {
      systemValue: 2,
      cashOutMargin: '0.1',
    });
    expect(result).toEqual({ value: '18.00', fairValue: '20.00', possibleWin: '120.00' });
  });

  it('a banker counts in every line of a system', () => {
    // Every line is B × 2 × 2 with B open at a fair ½: 3 lines of 10 × 2 × 4 × ½ = 40, 120 in all.
    const bets = [
      { ...open('B', '2.00', '2.00'), isBanker: true },
      won('x', '2.00'),
      won('y', '2.00'),
      won('z', '2.00'),
    ];
    expect(value(2, '30', bets, { systemValue: 2 })).toMatchObject({ value: '120.00', possibleWin: '240.00' });
  });

  it('a chain is valued over both results of its open leg', () => {
    // 10 → 20 after the won leg; the open 3.00 at a fair ⅓ ends at 40 or 10: 40/3 + 20/3 = 20.
    expect(value(3, '10', [won('a', '2.00'), open('b', '3.00', '3.00')]).value).toBe('20.00');
  });

  it('a conditional bet carries a won block into its open block', () => {
    const bets = [
      { ...won('a', '2.00'), blockId: 1 },
      { ...open('b', '3.00', '3.00'), blockId: 2 },
    ];
    expect(value(5, '10', bets).value).toBe('20.00');
  });

  it('an anti-express is worth its win times the chance that the open leg loses', () => {
    // The anti-express coef of 2 × 2 is 4/3 cut to 1.33; it pays 13.30 when b loses, a fair ½: 6.65.
    expect(value(6, '10', [won('a', '2.00'), open('b', '2.00', '2.00')]).value).toBe('6.65');
  });

  it('a lucky 15 and a patent cover every combination', () => {
    const lucky = [won('a', '2.00'), won('b', '2.00'), won('c', '2.00'), open('d', '2.00', '2.00')];
    // Π(1 + factor) − 1 with the open leg at its expected factor 1: 3 × 3 × 3 × 2 − 1 = 53.
    expect(value(7, '1', lucky)).toMatchObject({ value: '53.00', possibleWin: '80.00' });
    const patent = [lost('a', '2.00'), open('b', '2.00', '2.00'), open('c', '2.00', '2.00')];
    expect(value(8, '1', patent).value).toBe('3.00');
  });

  it('a multi adds up its singles', () => {
    expect(value(4, '10', [won('a', '3.00'), open('b', '3.00', '3.00')]).value).toBe('40.00');
  });

  it('a fully won coupon sells for its payout, the cash-out margin untouched', () => {
    expect(value(1, '10', [won('a', '2.00'), won('b', '1.50')], { cashOutMargin: '0.2' }).value).toBe('30.00');
  });

  it('an express with a lost leg has nothing to sell', () => {
    expect(value(1, '10', [lost('a', '2.00'), open('b', '2.00', '1.20')]).value).toBe('0.00');
  });

  it('never sells above the possible win, whatever the current price', () => {
    expect(value(0, '10', [open('a', '5.00', '1.01')]).value).toBe('49.50');
    expect(value(0, '10', [open('a', '1.01', '1.00')]).value).toBe('10.10');
  });

  it('refuses an open leg without a current price and margins outside 0 … 1', () => {
    expect(() => value(0, '10', [{ id: 'a', coef: '2.00' }])).toThrow(/current coef/);
    expect(() => value(0, '10', [open('a', '2.00', '2.00')], { cashOutMargin: '1' })).toThrow(/margin/);
  });
});

describe('cashOutShare', () => {
  it('pays a part of the stake its share of the value, cut to cents', () => {
    expect(cashOutShare('187.45', '50.00', '100.00')).toBe('93.72');
    expect(cashOutShare('187.45', '100', '100')).toBe('187.45');
    expect(cashOutShare('10.00', '1.00', '3.00')).toBe('3.33');
    expect(cashOutShare('10.00', '0.00', '0.00')).toBe('0.00');
  });
});
