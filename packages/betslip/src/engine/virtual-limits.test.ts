import { describe, expect, it } from 'vitest';
import type { BetLimits } from './bets-api';
import { couponLimits } from './virtual-limits';

const ACCOUNT: BetLimits = {
  currencyIso: 'RUB',
  minBetAmount: '10.00',
  maxBetAmount: '100000.00',
  maxPayout: '1000000.00',
  availablePrepaidAmount: '0.00',
  minAmountTypeIds: [0, 1, 2],
  maxAmountTypeIds: [0, 1, 2],
  expressBoost: null,
  virtualLimits: [
    { sportId: 1, minBetAmount: '20.00', maxBetAmount: '50.00' },
    { sportId: 90, minBetAmount: '1.00', maxBetAmount: '5000.00' },
  ],
};

const bet = (gameId: number, sportId: number) => ({ game: { id: String(gameId) }, market: { sportId } }) as never;

describe('the coupon’s limits with virtual picks', () => {
  it('keeps the account’s limits for line games, even of the sport of a virtual match', () => {
    expect(couponLimits(ACCOUNT, [bet(30_000_012, 1)])).toEqual(ACCOUNT);
  });

  it('narrows them by every virtual match or race among the bets', () => {
    const narrowed = couponLimits(ACCOUNT, [bet(30_000_012, 1), bet(900_000_000_042, 1), bet(900_000_000_043, 90)]);
    expect([narrowed.minBetAmount, narrowed.maxBetAmount]).toEqual(['20.00', '50.00']);
    const race = couponLimits(ACCOUNT, [bet(900_000_000_043, 90)]);
    expect([race.minBetAmount, race.maxBetAmount]).toEqual(['10.00', '5000.00']);
  });
});
