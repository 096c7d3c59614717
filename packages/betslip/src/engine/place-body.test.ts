import { couponReducer, initialCouponState } from '@betfront/coupon';
import type { CouponAction, CouponState } from '@betfront/coupon';
import { describe, expect, it } from 'vitest';
import { addBetEvent, SELECTION_A, SELECTION_B } from '../testing/engine-fakes';
import { addBetAction } from './bet-from-event';
import { placeDraft } from './place-body';

const SELECTION_C = '30000014:game:winner3::2';

function coupon(actions: CouponAction[], config: Parameters<typeof initialCouponState>[0] = {}): CouponState {
  return actions.reduce(couponReducer, initialCouponState(config));
}

const add = (id: string, overrides: Parameters<typeof addBetEvent>[1] = {}) =>
  addBetAction(addBetEvent(id, overrides), 0);
const options = { isOneClick: false, coefViewId: 1 };

describe('placeDraft', () => {
  it('sends the odds format and the score the player sees on a live bet', () => {
    const live = add(SELECTION_A, {
      market: { ...addBetEvent().market, isLive: true },
      game: { ...addBetEvent().game, score: { home: 2, away: 1 } },
    });
    const draft = placeDraft(coupon([live]), options);
    expect(draft.coefViewId).toBe(1);
    expect(draft.bets).toEqual([{ id: SELECTION_A, coef: '1.85', score: { home: 2, away: 1 } }]);
  });

  it('sends the coupon’s total coef as the player reads it in the odds format', () => {
    const express = coupon([add(SELECTION_A), add(SELECTION_B), { type: 'setType', typeId: 1 }]);
    expect(placeDraft(express, options).coefByView).toBe('121/50');
    expect(placeDraft(express, { ...options, coefViewId: 0 }).coefByView).toBe('3.42');
  });

  it('sends no score for a line bet', () => {
    expect(placeDraft(coupon([add(SELECTION_A)]), options).bets).toEqual([{ id: SELECTION_A, coef: '1.85' }]);
  });

  it('asks for the bonus bet only while the express shows it', () => {
    const express = [add(SELECTION_A), add(SELECTION_B), add(SELECTION_C), { type: 'setType', typeId: 1 } as const];
    expect(placeDraft(coupon(express, { config: { isBonusBetAllowed: true } }), options).isBonusBet).toBe(true);
    expect(placeDraft(coupon(express), options).isBonusBet).toBe(false);
    const removed = [...express, { type: 'removeBonusBet' } as const];
    expect(placeDraft(coupon(removed, { config: { isBonusBetAllowed: true } }), options).isBonusBet).toBe(false);
  });
});
