import { describe, expect, it } from 'vitest';
import type { CoefChangeAction } from '../coef-change-policy';
import type { CouponAction, MarketUpdate } from './coupon-actions';
import { couponReducer } from './coupon-reducer';
import { initialCouponState, type CouponState } from './coupon-state';

function coupon(changeCoefAction: CoefChangeAction): CouponState {
  const actions: CouponAction[] = [
    { type: 'addBet', market: { id: 'a', coef: '2' }, game: { id: 'g1' }, now: 0 },
    { type: 'addBet', market: { id: 'b', coef: '3' }, game: { id: 'g2' }, now: 0 },
  ];
  return actions.reduce(couponReducer, initialCouponState({ settings: { changeCoefAction } }));
}

const update = (state: CouponState, ...updates: MarketUpdate[]) =>
  couponReducer(state, { type: 'updateMarkets', updates });

describe('market updates: coefficient-change policy', () => {
  it('0 confirm: any change is shown and waits for confirmation', () => {
    const state = update(coupon(0), { betId: 'a', coef: '2.2' });
    expect(state.bets[0]?.market.coef).toBe('2.2');
    expect(state.bets[0]?.confirmedCoef).toBe('2');
    const accepted = couponReducer(state, { type: 'acceptCoefChanges' });
    expect(accepted.bets[0]?.confirmedCoef).toBeUndefined();
    expect(accepted.bets[0]?.market.coef).toBe('2.2');
  });

  it('1 accept any change: nothing waits', () => {
    const state = update(coupon(1), { betId: 'a', coef: '1.5' });
    expect(state.bets[0]).toMatchObject({ market: { coef: '1.5' } });
    expect(state.bets[0]?.confirmedCoef).toBeUndefined();
  });

  it('2 accept on increase: a rise is taken, a drop waits', () => {
    const rise = update(coupon(2), { betId: 'a', coef: '2.5' });
    expect(rise.bets[0]?.confirmedCoef).toBeUndefined();
    const drop = update(coupon(2), { betId: 'a', coef: '1.8' });
    expect(drop.bets[0]?.confirmedCoef).toBe('2');
  });

  it('a drop then a rise above the accepted coef clears the wait; back to the same coef too', () => {
    const dropped = update(coupon(2), { betId: 'a', coef: '1.8' });
    expect(update(dropped, { betId: 'a', coef: '2.1' }).bets[0]?.confirmedCoef).toBeUndefined();
    expect(update(dropped, { betId: 'a', coef: '1.9' }).bets[0]?.confirmedCoef).toBe('2');
    expect(
      update(update(coupon(0), { betId: 'a', coef: '1.8' }), { betId: 'a', coef: '2' }).bets[0]?.confirmedCoef,
    ).toBeUndefined();
  });

  it('a new coef without an exact one drops the old exact coef', () => {
    const withExact = update(coupon(1), { betId: 'a', exactCoef: '2.0333' });
    expect(withExact.bets[0]?.market.exactCoef).toBe('2.0333');
    expect(update(withExact, { betId: 'a', coef: '2.1' }).bets[0]?.market.exactCoef).toBeUndefined();
  });
});

describe('market updates: locks and game data', () => {
  it('blocked and banned-from-express flags are taken from the line', () => {
    const state = update(coupon(2), { betId: 'a', isBlocked: true }, { betId: 'b', isBannedExpress: true });
    expect(state.bets.map((bet) => [bet.isBlocked, bet.isBannedExpress])).toEqual([
      [true, false],
      [false, true],
    ]);
    expect(update(state, { betId: 'a', isBlocked: false }).bets[0]?.isBlocked).toBe(false);
  });

  it('game data, live flag and status are merged', () => {
    const state = update(coupon(2), {
      betId: 'a',
      isLive: true,
      statusId: 1,
      game: { score1: 1, score2: 0, gameTime: 600 },
    });
    expect(state.bets[0]).toMatchObject({
      statusId: 1,
      market: { isLive: true, coef: '2' },
      game: { id: 'g1', score1: 1, score2: 0, gameTime: 600 },
    });
  });

  it('ignores an invalid coef and updates for bets not in the coupon', () => {
    const before = coupon(1);
    const state = update(before, { betId: 'a', coef: '0.3' }, { betId: 'zz', coef: '5' });
    expect(state.bets).toEqual(before.bets);
  });
});
