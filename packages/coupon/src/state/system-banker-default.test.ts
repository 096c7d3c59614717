import { describe, expect, it } from 'vitest';
import type { CouponAction } from './coupon-actions';
import { couponReducer } from './coupon-reducer';
import { initialCouponState, type CouponState } from './coupon-state';

const add = (id: string): CouponAction => ({
  type: 'addBet',
  market: { id, coef: '2' },
  game: { id: `g-${id}` },
  now: 1_000,
});
const toSystem: CouponAction = { type: 'setType', typeId: 2 };

function run(actions: CouponAction[], isSystemBankerOnByDefault: boolean): CouponState {
  return actions.reduce(couponReducer, initialCouponState({ config: { isSystemBankerOnByDefault } }));
}
const bankers = (state: CouponState) => state.bets.filter((bet) => bet.isBanker).map((bet) => bet.id);

describe('the operator’s "system banker on by default"', () => {
  it('makes the first pick the banker when the coupon turns into a system', () => {
    const state = run([add('a'), add('b'), add('c'), add('d'), toSystem], true);
    expect(state.typeId).toBe(2);
    expect(bankers(state)).toEqual(['a']);
    expect(state.systemValue).toBe(2);
  });

  it('leaves every pick free when the setting is off', () => {
    expect(bankers(run([add('a'), add('b'), add('c'), add('d'), toSystem], false))).toEqual([]);
  });

  it('adds no banker when too few picks would be left for the system, and the player may untick it', () => {
    expect(bankers(run([add('a'), add('b'), add('c'), toSystem], true))).toEqual([]);
    const unticked = run(
      [add('a'), add('b'), add('c'), add('d'), toSystem, { type: 'toggleBanker', betId: 'a' }],
      true,
    );
    expect(bankers(unticked)).toEqual([]);
  });
});
