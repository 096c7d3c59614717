import { describe, expect, it } from 'vitest';
import type { CouponAction } from './coupon-actions';
import type { CouponGame, CouponMarket } from './coupon-bet';
import { couponReducer } from './coupon-reducer';
import {
  selectAmountError,
  selectAvailableTypes,
  selectBlocks,
  selectBonusBet,
  selectCanPlace,
  selectCouponToPlace,
  selectIsVipBet,
  selectLockedBetIds,
  selectPromoCode,
  selectQuote,
  selectQuoteInput,
  selectSystemOptions,
} from './coupon-selectors';
import { initialCouponState, type CouponState, type InitialCouponOptions } from './coupon-state';

const add = (
  id: string,
  coef: string,
  market: Partial<CouponMarket> = {},
  game: Partial<CouponGame> = {},
): CouponAction => ({
  type: 'addBet',
  market: { id, coef, ...market },
  game: { id: `g-${id}`, ...game },
  now: 0,
});

const run = (actions: CouponAction[], options?: InitialCouponOptions): CouponState =>
  actions.reduce(couponReducer, initialCouponState(options));

const limits = (min: string | null, max: string | null): CouponAction => ({
  type: 'setLimits',
  minBetAmount: min,
  maxBetAmount: max,
});

describe('selectors: quote', () => {
  it('quotes the coupon from the state', () => {
    const outcome = selectQuote(run([add('a', '1.5'), add('b', '2'), { type: 'setAmount', amount: '100' }]));
    expect(outcome).toEqual({
      ok: true,
      quote: { coef: '3', betsCount: 1, totalStake: '100.00', possibleWin: '300.00' },
    });
  });

  it('possible win uses the exact coef when the line sends one', () => {
    const state = run([add('a', '1.5', { exactCoef: '1.5125' }), { type: 'setAmount', amount: '100' }]);
    expect(selectQuote(state)).toMatchObject({ ok: true, quote: { coef: '1.5125', possibleWin: '151.25' } });
  });

  it('an empty coupon gives the EMPTY_COUPON error, not a throw', () => {
    const outcome = selectQuote(initialCouponState());
    expect(outcome.ok).toBe(false);
    expect(outcome.ok ? undefined : outcome.error.code).toBe('EMPTY_COUPON');
  });

  it('passes own amounts only to the types that use them', () => {
    const state = run([
      add('a', '2'),
      add('b', '3'),
      { type: 'setType', typeId: 9 },
      { type: 'setBetAmount', betId: 'a', amount: '10' },
    ]);
    expect(selectQuoteInput(state).amountByBetId).toEqual({ a: '10' });
    expect(selectQuoteInput(couponReducer(state, { type: 'setType', typeId: 1 })).amountByBetId).toBeUndefined();
  });
});

describe('selectors: bonus bet', () => {
  const express = [add('a', '1.5'), add('b', '2'), add('c', '1.1')];

  it('an eligible express carries the bonus bet, coef 1 + n/100, in its quote', () => {
    const state = run([...express, { type: 'setAmount', amount: '100' }], { config: { isBonusBetAllowed: true } });
    expect(selectBonusBet(state)).toEqual({ id: 'bonus-bet', coef: '1.03' });
    expect(selectQuote(state)).toMatchObject({ ok: true, quote: { coef: '3.399' } });
  });

  it('deleting it sets the manually-deleted flag and it stays away', () => {
    const state = run([...express, { type: 'removeBonusBet' }], { config: { isBonusBetAllowed: true } });
    expect(state.isBonusBetManuallyDeleted).toBe(true);
    expect(selectBonusBet(state)).toBeNull();
  });

  it('is not added when the site does not allow it', () => {
    expect(selectBonusBet(run(express))).toBeNull();
  });
});

describe('selectors: types, system options, blocks', () => {
  it('lists the types that fit the bets', () => {
    expect(selectAvailableTypes(run([add('a', '2')]))).toEqual([0]);
    expect(selectAvailableTypes(run([add('a', '2'), add('b', '2'), add('c', '2')]))).toEqual([1, 2, 3, 4, 5, 6, 8, 9]);
  });

  it('system options carry the minimum amount for each combination count', () => {
    const state = run([
      add('a', '2'),
      add('b', '2'),
      add('c', '2'),
      add('d', '2'),
      { type: 'setType', typeId: 2 },
      limits('1', null),
    ]);
    expect(selectSystemOptions(state)).toEqual([
      { value: 2, offset: 0, combo: 6, minBetAmount: '6.00' },
      { value: 3, offset: 0, combo: 4, minBetAmount: '4.00' },
    ]);
  });

  it('conditional blocks carry their chained maximum', () => {
    const state = run([
      add('a', '1.5'),
      add('b', '2'),
      add('c', '3'),
      { type: 'setType', typeId: 5 },
      { type: 'setAmount', amount: '100' },
      { type: 'setBlockAmount', blockId: 1, amount: '120' },
      limits(null, '1000'),
    ]);
    expect(selectBlocks(state)).toEqual([
      { blockId: 0, amount: '100', maxAmount: '1000.00' },
      { blockId: 1, amount: '120', maxAmount: '150.00' },
      { blockId: 2, amount: '100', maxAmount: '240.00' },
    ]);
  });
});

describe('selectors: limits, VIP and placing', () => {
  const express = [add('a', '1.5'), add('b', '2')];

  it('below the minimum / above the maximum, for configured types only', () => {
    expect(selectAmountError(run([...express, limits('200', null)]))).toBe('BELOW_MIN');
    expect(selectAmountError(run([...express, limits(null, '100')]))).toBe('ABOVE_MAX');
    expect(selectAmountError(run([...express, limits(null, '100')], { config: { maxAmountTypeIds: [0] } }))).toBeNull();
  });

  it('the maximum never applies on the bonus account', () => {
    const state = run([...express, limits(null, '100'), { type: 'selectAccount', accountId: 'b', isBonus: true }]);
    expect(selectAmountError(state)).toBeNull();
  });

  it("a system's minimum is its option's: the minimum bet for every combination", () => {
    const system = [add('a', '2'), add('b', '2'), add('c', '2'), { type: 'setType', typeId: 2 } as const];
    expect(selectAmountError(run([...system, { type: 'setAmount', amount: '2.99' }, limits('1', null)]))).toBe(
      'BELOW_MIN',
    );
    expect(selectAmountError(run([...system, { type: 'setAmount', amount: '3' }, limits('1', null)]))).toBeNull();
  });

  it('each many-singles amount and each conditional block is checked on its own', () => {
    const singles = run([
      ...express,
      { type: 'setType', typeId: 9 },
      { type: 'setBetAmount', betId: 'b', amount: '5' },
      limits('10', null),
    ]);
    expect(selectAmountError(singles)).toBe('BELOW_MIN');
    const blocks = run([
      ...express,
      { type: 'setType', typeId: 5 },
      { type: 'setBlockAmount', blockId: 1, amount: '300' },
      limits(null, '1000'),
    ]);
    expect(selectAmountError(blocks)).toBe('ABOVE_MAX');
  });

  it('VIP bet counts only where available', () => {
    const vip = { config: { isVipBetEnabled: true } };
    expect(selectIsVipBet(run([...express, limits(null, '100'), { type: 'setVipBet', enabled: true }], vip))).toBe(
      true,
    );
    expect(selectIsVipBet(run([...express, { type: 'setVipBet', enabled: true }], vip))).toBe(false);
    expect(
      selectIsVipBet(
        run([add('a', '2', { isLive: true }), limits(null, '100'), { type: 'setVipBet', enabled: true }], vip),
      ),
    ).toBe(false);
  });

  it('cannot place with a locked bet, an unconfirmed coef change, or an amount out of limits (above max only as VIP)', () => {
    const ready = run([...express, limits('1', '1000')]);
    expect(selectCanPlace(ready)).toBe(true);
    const locked = couponReducer(ready, { type: 'updateMarkets', updates: [{ betId: 'a', isBannedExpress: true }] });
    expect(selectLockedBetIds(locked)).toEqual(['a']);
    expect(selectCanPlace(locked)).toBe(false);
    expect(
      selectCanPlace(couponReducer(ready, { type: 'updateMarkets', updates: [{ betId: 'a', coef: '1.2' }] })),
    ).toBe(false);
    const tooMuch = couponReducer(ready, { type: 'setAmount', amount: '5000' });
    expect(selectCanPlace(tooMuch)).toBe(false);
    const vip = { ...tooMuch, config: { ...tooMuch.config, isVipBetEnabled: true } };
    expect(selectCanPlace(couponReducer(vip, { type: 'setVipBet', enabled: true }))).toBe(true);
    expect(selectCanPlace(initialCouponState())).toBe(false);
  });

  it('the coupon to place carries the policy, flags, promo code and bets', () => {
    const state = run([
      ...express,
      { type: 'selectAccount', accountId: 'main', isBonus: false },
      { type: 'setManualPromoCode', promoCode: 'CODE1' },
      { type: 'setExactCoef', enabled: true },
    ]);
    expect(selectPromoCode(state)).toBe('CODE1');
    expect(selectCouponToPlace(state)).toEqual({
      accountId: 'main',
      typeId: 1,
      amount: '150',
      amountByBlockId: {},
      amountByBetId: {},
      bets: [
        { id: 'a', coef: '1.5', isBanker: false, blockId: 0, gameId: 'g-a' },
        { id: 'b', coef: '2', isBanker: false, blockId: 1, gameId: 'g-b' },
      ],
      coef: '3',
      systemValue: null,
      changeCoefAction: 2,
      exactCoef: true,
      isDropOnScoreChange: false,
      isVipBet: false,
      promoCode: 'CODE1',
    });
    expect(selectCouponToPlace(initialCouponState())).toBeNull();
  });
});
