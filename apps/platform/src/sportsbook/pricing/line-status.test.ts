import { BET_STATUS } from '@betfront/coupon';
import { describe, expect, it } from 'vitest';
import { lineStatus } from './line-status';

describe('lineStatus', () => {
  it.each([
    [0.5, BET_STATUS.win],
    [-0.5, BET_STATUS.lose],
    [1, BET_STATUS.win],
    [0, BET_STATUS.return],
    [-1, BET_STATUS.lose],
  ])('settles a whole or half line passed by %s as %s', (margin, status) => {
    expect(lineStatus(margin)).toBe(status);
  });

  it('settles quarter lines half and half, as Asian lines do', () => {
    // over 2.25 with 2 goals: half on over 2 (returned), half on over 2.5 (lost)
    expect(lineStatus(2 - 2.25)).toBe(BET_STATUS.halfLoseHalfReturn);
    // over 1.75 with 2 goals: half on over 1.5 (won), half on over 2 (returned)
    expect(lineStatus(2 - 1.75)).toBe(BET_STATUS.halfWinHalfReturn);
    expect(lineStatus(3 - 2.25)).toBe(BET_STATUS.win);
    expect(lineStatus(1 - 2.25)).toBe(BET_STATUS.lose);
    // home -0.75 winning by one: half on -0.5 won, half on -1 returned
    expect(lineStatus(1 - 0.75)).toBe(BET_STATUS.halfWinHalfReturn);
  });
});
