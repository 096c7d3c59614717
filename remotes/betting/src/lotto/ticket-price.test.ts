import type { Lottery } from '@betfront/contract/draws';
import { describe, expect, it } from 'vitest';
import { cardRows, dealCard } from './bingo-deal';
import { quickPick, quoteTicket } from './ticket-price';

const lottery = (overrides: Partial<Lottery>): Lottery => ({
  id: 1,
  slug: '6-45',
  kind: 'lotto',
  name: 'Lotto 6/45',
  pickCount: 6,
  poolSize: 45,
  maxPick: 12,
  drawCount: 6,
  drawEverySeconds: 86_400,
  combinationPrice: '50.00',
  currencyIso: 'RUB',
  maxStake: '50000.00',
  prizes: [],
  nextDraw: { id: 1, drawAt: '2030-01-01T18:00:00.000Z', closesAt: '2030-01-01T17:50:00.000Z' },
  ...overrides,
});

describe('the price of a ticket as the platform charges it', () => {
  it('prices a lotto system ticket as C(picked, k) combinations', () => {
    expect(quoteTicket(lottery({}), 5)).toMatchObject({ combinations: 0, isComplete: false });
    expect(quoteTicket(lottery({}), 6)).toMatchObject({ combinations: 1, stake: '50.00', isComplete: true });
    expect(quoteTicket(lottery({}), 8)).toMatchObject({ combinations: 28, stake: '1400.00', isComplete: true });
    expect(quoteTicket(lottery({ maxStake: '1000.00' }), 8)).toMatchObject({ isAboveMaximum: true, isComplete: false });
  });

  it('prices a keno ticket as one bet whatever its spots', () => {
    const keno = lottery({ kind: 'keno', pickCount: 1, maxPick: 10, combinationPrice: '10.00', maxStake: '10.00' });
    expect(quoteTicket(keno, 0)).toMatchObject({ combinations: 0, isComplete: false });
    expect(quoteTicket(keno, 7)).toMatchObject({ combinations: 1, stake: '10.00', isComplete: true });
    expect(quoteTicket(keno, 11).isComplete).toBe(false);
  });
});

describe('random numbers and cards', () => {
  it('quick-picks distinct numbers of the pool', () => {
    const numbers = quickPick(20, 10);
    expect(new Set(numbers).size).toBe(10);
    expect(numbers.every((number) => number >= 1 && number <= 20)).toBe(true);
  });

  it('deals a card with each column in its range and a free centre', () => {
    const card = dealCard();
    expect(card).toHaveLength(24);
    const rows = cardRows(card);
    expect(rows[2]?.[2]).toBeNull();
    rows.forEach((row) =>
      row.forEach((number, column) => {
        if (number !== null) expect(Math.ceil(number / 15) - 1).toBe(column);
      }),
    );
  });
});
