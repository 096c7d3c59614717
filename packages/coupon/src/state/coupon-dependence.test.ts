import { describe, expect, it } from 'vitest';
import { betLockReason } from '../bet-conditions';
import { serializeCoupon, parseStoredCoupon } from '../persistence/stored-coupon';
import type { CouponAction } from './coupon-actions';
import { couponReducer } from './coupon-reducer';
import { selectCanPlace, selectLockedBetIds } from './coupon-selectors';
import { initialCouponState, type CouponState } from './coupon-state';

const add = (id: string, coef: string, gameId: string): CouponAction => ({
  type: 'addBet',
  market: { id, coef },
  game: { id: gameId },
  now: 0,
});
const homeWin = add('7:game:winner3::1', '1.94', '7');
const homeOrDraw = add('7:game:double-chance::1X', '1.28', '7');
const awayWin = add('8:game:winner3::2', '2.5', '8');

const run = (actions: CouponAction[], state: CouponState = initialCouponState()): CouponState =>
  actions.reduce(couponReducer, state);
const dependentIds = (state: CouponState) => state.bets.filter((bet) => bet.isDepend).map((bet) => bet.id);

describe('dependent bets in the coupon', () => {
  it('a second selection of the same game makes an express whose two legs are dependent and locked', () => {
    const state = run([homeWin, awayWin, homeOrDraw]);
    expect(state.typeId).toBe(1);
    expect(dependentIds(state)).toEqual(['7:game:winner3::1', '7:game:double-chance::1X']);
    expect(state.bets.map(betLockReason)).toEqual(['dependent', null, 'dependent']);
    expect(selectLockedBetIds(state)).toEqual(['7:game:winner3::1', '7:game:double-chance::1X']);
    expect(selectCanPlace(state)).toBe(false);
  });

  it.each([
    [4, 'multi'],
    [9, 'many singles'],
  ])('switching to %s (%s) unlocks them and the coupon can be placed; back to express locks them again', (typeId) => {
    const singles = run([homeWin, homeOrDraw, { type: 'setType', typeId: typeId as 4 | 9 }]);
    expect(dependentIds(singles)).toEqual([]);
    expect(selectCanPlace(singles)).toBe(true);
    const express = couponReducer(singles, { type: 'setType', typeId: 1 });
    expect(dependentIds(express)).toHaveLength(2);
    expect(selectCanPlace(express)).toBe(false);
  });

  it('a system and a chain hold the lock too', () => {
    const system = run([
      homeWin,
      homeOrDraw,
      awayWin,
      add('9:game:winner3::1', '3', '9'),
      { type: 'setType', typeId: 2 },
    ]);
    expect(system.typeId).toBe(2);
    expect(dependentIds(system)).toHaveLength(2);
    const chain = couponReducer(system, { type: 'setType', typeId: 3 });
    expect(chain.typeId).toBe(3);
    expect(dependentIds(chain)).toHaveLength(2);
    expect(selectCanPlace(chain)).toBe(false);
  });

  it('removing one of them frees the other', () => {
    const state = run([homeWin, homeOrDraw, awayWin, { type: 'removeBet', betId: '7:game:winner3::1' }]);
    expect(dependentIds(state)).toEqual([]);
    expect(selectCanPlace(state)).toBe(true);
  });

  it('a coupon read back from storage is judged again, whatever the stored flags say', () => {
    const stored = parseStoredCoupon(serializeCoupon(run([homeWin, homeOrDraw, { type: 'setType', typeId: 4 }])));
    const express = { ...stored, typeId: 1 as const };
    expect(dependentIds(run([{ type: 'restore', stored: express }]))).toHaveLength(2);
    const falselyFlagged = {
      ...express,
      bets: express.bets.map((bet) => ({ ...bet, isDepend: true })),
      typeId: 4 as const,
    };
    expect(dependentIds(run([{ type: 'restore', stored: falselyFlagged }]))).toEqual([]);
  });

  it('a blocked bet keeps blocked as its reason while it is also dependent', () => {
    const state = run([
      homeWin,
      homeOrDraw,
      { type: 'updateMarkets', updates: [{ betId: '7:game:winner3::1', isBlocked: true }] },
    ]);
    expect(state.bets.map(betLockReason)).toEqual(['blocked', 'dependent']);
  });
});
