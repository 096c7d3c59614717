import { describe, expect, it } from 'vitest';
import type { CouponAction } from './coupon-actions';
import { couponReducer } from './coupon-reducer';
import { initialCouponState } from './coupon-state';
import type { CouponState } from './coupon-state';
import { selectExpressBoost, selectStakeLimits } from './limit-selectors';

const add = (id: string, coef: string): CouponAction => ({
  type: 'addBet',
  market: { id, coef },
  game: { id: `g-${id}` },
  now: 0,
});
const run = (actions: CouponAction[], isBonusAccount = false): CouponState =>
  actions.reduce(couponReducer, initialCouponState({ isBonusAccount }));

const expressBoost = {
  minCoef: '1.30',
  tiers: [
    { minPicks: 4, percent: '5.00' },
    { minPicks: 6, percent: '10.00' },
  ],
  minStake: '50.00',
  maxBonus: '30.00',
};
const limits = (patch: Partial<Extract<CouponAction, { type: 'setLimits' }>> = {}): CouponAction => ({
  type: 'setLimits',
  minBetAmount: '10',
  maxBetAmount: '1000',
  maxPayout: '100000',
  expressBoost,
  ...patch,
});
const fourPicks = [add('a', '2'), add('b', '1.5'), add('c', '1.3'), add('d', '2')];

describe('the stake limits of the chosen type', () => {
  it('names the minimum and the maximum of the types the operator applies them to', () => {
    const express = [...fourPicks, { type: 'setType', typeId: 1 } as CouponAction];
    expect(selectStakeLimits(run([...express, limits()]))).toEqual({ min: '10', max: '1000' });
    const onlySingles = limits({ minAmountTypeIds: [0], maxAmountTypeIds: [0, 1] });
    expect(selectStakeLimits(run([...express, onlySingles]))).toEqual({ min: null, max: '1000' });
    expect(selectStakeLimits(run([...express, limits()], true))).toEqual({ min: '10', max: null });
  });
});

describe('the accumulator boost in the coupon', () => {
  const express = (amount: string, picks = fourPicks) => [
    ...picks,
    { type: 'setType', typeId: 1 } as CouponAction,
    { type: 'setAmount', amount } as CouponAction,
    limits(),
  ];

  it('shows the percentage, what it adds and the return with it', () => {
    // 2 × 1.5 × 1.3 × 2 = 7.8: 100 wins 680, 5% of which is 34, cut to the 30 most.
    expect(selectExpressBoost(run(express('100')))).toEqual({
      percent: '5.00',
      boost: '30.00',
      boostedWin: '810.00',
      maxBonus: '30.00',
    });
    expect(selectExpressBoost(run(express('50')))?.boost).toBe('17.00');
    const capped = run([...express('100'), limits({ maxPayout: '800' })]);
    expect(selectExpressBoost(capped)).toMatchObject({ boost: '20.00', boostedWin: '800.00' });
  });

  it('shows none below the least stake, with too few picks at the least coef, or as a single', () => {
    expect(selectExpressBoost(run(express('49')))).toBeNull();
    expect(selectExpressBoost(run(express('100', [...fourPicks.slice(0, 3), add('e', '1.29')])))).toBeNull();
    expect(selectExpressBoost(run([add('a', '2'), limits()]))).toBeNull();
  });
});
