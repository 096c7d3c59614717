import { describe, expect, it } from 'vitest';
import type { CouponAction } from './coupon-actions';
import type { CouponGame } from './coupon-bet';
import { couponReducer } from './coupon-reducer';
import { initialCouponState, type CouponState, type InitialCouponOptions } from './coupon-state';

const game = (id: string, extra: Partial<CouponGame> = {}): CouponGame => ({ id: `g-${id}`, ...extra });

const add = (
  id: string,
  coef: string | number = '2',
  extra: Partial<CouponAction & { type: 'addBet' }> = {},
): CouponAction => ({
  type: 'addBet',
  market: { id, coef },
  game: game(id),
  now: 1_000,
  ...extra,
});

function run(actions: CouponAction[], options?: InitialCouponOptions): CouponState {
  return actions.reduce(couponReducer, initialCouponState(options));
}

describe('initial state', () => {
  it('takes the currency’s initial amount and step, and the default settings (changeCoefAction 2)', () => {
    const state = initialCouponState({ currencyIso: 'usd' });
    expect(state).toMatchObject({ currencyIso: 'USD', amount: '5', initialAmount: '5', amountStep: '2.5', typeId: 0 });
    expect(state.settings.changeCoefAction).toBe(2);
    expect(state.settings.isActiveOneClick).toBe(false);
  });
});

describe('adding and removing bets', () => {
  it('adds a bet with its market, game, source, pageType and time; the coef is kept exact', () => {
    const state = run([add('m1', 1.85, { source: 'line', pageType: 'top game' })]);
    expect(state.bets).toHaveLength(1);
    expect(state.bets[0]).toMatchObject({
      id: 'm1',
      market: { id: 'm1', coef: '1.85' },
      game: { id: 'g-m1' },
      source: 'line',
      pageType: 'top game',
      statusId: -2,
      isBanker: false,
    });
    expect(state.addedAtByBetId).toEqual({ m1: 1_000 });
  });

  it('a second bet turns a single into an express; removing it turns it back', () => {
    const two = run([add('a'), add('b')]);
    expect(two.typeId).toBe(1);
    expect(couponReducer(two, { type: 'removeBet', betId: 'b' }).typeId).toBe(0);
  });

  it('ignores a bet already in the coupon and a market without a valid coef', () => {
    const state = run([add('a'), add('a', '3'), add('b', '0.5'), add('c', 'x')]);
    expect(state.bets.map((bet) => bet.id)).toEqual(['a']);
    expect(state.bets[0]?.market.coef).toBe('2');
  });

  it('puts each new bet in a new block unless a manual block is given', () => {
    const state = run([add('a'), add('b'), add('c', '2', { manualBlockId: 0 })]);
    expect(state.bets.map((bet) => bet.blockId)).toEqual([0, 1, 0]);
  });

  it('removing a bet drops its time and its own amount', () => {
    const state = run([
      add('a'),
      add('b'),
      add('c'),
      { type: 'setType', typeId: 9 },
      { type: 'setBetAmount', betId: 'b', amount: '7' },
    ]);
    const next = couponReducer(state, { type: 'removeBet', betId: 'b' });
    expect(next.amountByBetId).toEqual({});
    expect(Object.keys(next.addedAtByBetId)).toEqual(['a', 'c']);
  });

  it('clear empties the coupon and resets type, system value and the bonus-bet flag', () => {
    const state = run([
      add('a'),
      add('b'),
      add('c'),
      add('d'),
      { type: 'setType', typeId: 2 },
      { type: 'setSystemValue', systemValue: 3 },
      { type: 'removeBonusBet' },
      { type: 'clear' },
    ]);
    expect(state).toMatchObject({
      bets: [],
      typeId: 0,
      systemValue: 2,
      isBonusBetManuallyDeleted: false,
      addedAtByBetId: {},
    });
  });
});

describe('coupon type', () => {
  it('changes to a type that fits the bets', () => {
    const state = run([add('a'), add('b'), add('c'), { type: 'setType', typeId: 8 }]);
    expect(state.typeId).toBe(8);
  });

  it('ignores a type that does not fit the bets', () => {
    const state = run([add('a'), add('b'), { type: 'setType', typeId: 2 }, { type: 'setType', typeId: 0 }]);
    expect(state.typeId).toBe(1);
  });

  it('falls back to express when a bet more no longer fits the type', () => {
    const state = run([add('a'), add('b'), add('c'), { type: 'setType', typeId: 8 }, add('d')]);
    expect(state.typeId).toBe(1);
  });
});

describe('amounts', () => {
  it('sets a valid amount, canonically written', () => {
    expect(run([{ type: 'setAmount', amount: '25.50' }]).amount).toBe('25.5');
    expect(run([{ type: 'setAmount', amount: 0.3 }]).amount).toBe('0.3');
  });

  it('ignores a negative amount, or one with more than 2 decimals', () => {
    expect(run([{ type: 'setAmount', amount: '-1' }]).amount).toBe('150');
    expect(run([{ type: 'setAmount', amount: '1.234' }]).amount).toBe('150');
  });

  it('steps the amount by the currency’s step, never below 0', () => {
    const state = run([{ type: 'stepAmount', direction: 1 }], { currencyIso: 'USD' });
    expect(state.amount).toBe('7.5');
    expect(
      run(
        [
          { type: 'stepAmount', direction: -1 },
          { type: 'stepAmount', direction: -1 },
        ],
        { currencyIso: 'USD' },
      ).amount,
    ).toBe('0');
  });

  it('a manual amount step from the settings replaces the currency’s', () => {
    const state = run([
      { type: 'updateSettings', settings: { isManualAmountStep: true, amountStepByCurrencyIso: { RUB: '250' } } },
      { type: 'stepAmount', direction: 1 },
    ]);
    expect(state.amountStep).toBe('250');
    expect(state.amount).toBe('400');
  });

  it('auto-max keeps the amount at the max bet amount; a manual amount turns it off', () => {
    const on = run([
      { type: 'setAutoMax', enabled: true },
      { type: 'setLimits', minBetAmount: '10', maxBetAmount: '5000' },
    ]);
    expect(on.amount).toBe('5000');
    const manual = couponReducer(on, { type: 'setAmount', amount: '20' });
    expect(manual.settings.isAutoMax).toBe(false);
    expect(couponReducer(manual, { type: 'setLimits', minBetAmount: '10', maxBetAmount: '7000' }).amount).toBe('20');
  });

  it('sets per-block amounts for conditional bets', () => {
    const state = run([
      add('a'),
      add('b'),
      { type: 'setType', typeId: 5 },
      { type: 'setBlockAmount', blockId: 1, amount: '120' },
      { type: 'setBlockAmount', blockId: 7, amount: '1' },
    ]);
    expect(state.amountByBlockId).toEqual({ '1': '120' });
  });

  it('choosing an account in another currency resets the amount to that currency’s default', () => {
    const state = run([
      { type: 'setAmount', amount: '999' },
      { type: 'selectAccount', accountId: 'acc-2', isBonus: false, currencyIso: 'KZT' },
    ]);
    expect(state).toMatchObject({ accountId: 'acc-2', currencyIso: 'KZT', amount: '1000', amountStep: '500' });
    const same = run([
      { type: 'setAmount', amount: '999' },
      { type: 'selectAccount', accountId: 'bonus', isBonus: true, currencyIso: 'RUB' },
    ]);
    expect(same).toMatchObject({ accountId: 'bonus', isBonusAccount: true, amount: '999' });
  });
});

describe('system value and bankers', () => {
  const system = [add('a'), add('b'), add('c'), add('d'), add('e'), { type: 'setType', typeId: 2 } as const];

  it('system value is at least 2 and at most non-bankers − 1', () => {
    expect(run([...system, { type: 'setSystemValue', systemValue: 4 }]).systemValue).toBe(4);
    expect(run([...system, { type: 'setSystemValue', systemValue: 1 }]).systemValue).toBe(2);
    expect(run([...system, { type: 'setSystemValue', systemValue: 5 }]).systemValue).toBe(2);
  });

  it('a banker leaves the system value in range', () => {
    const state = run([...system, { type: 'setSystemValue', systemValue: 4 }, { type: 'toggleBanker', betId: 'a' }]);
    expect(state.bets[0]?.isBanker).toBe(true);
    expect(state.systemValue).toBe(3);
  });

  it('keeps 3 non-bankers and skips bets that cannot be bankers', () => {
    const state = run([
      ...system,
      { type: 'toggleBanker', betId: 'a' },
      { type: 'toggleBanker', betId: 'b' },
      { type: 'toggleBanker', betId: 'c' },
    ]);
    expect(state.bets.filter((bet) => bet.isBanker).map((bet) => bet.id)).toEqual(['a', 'b']);
    const disabled = run([...system, { type: 'updateMarkets', updates: [{ betId: 'a', isDisabledBanker: true }] }]);
    expect(couponReducer(disabled, { type: 'toggleBanker', betId: 'a' }).bets[0]?.isBanker).toBe(false);
  });

  it('bankers exist only in systems', () => {
    expect(run([add('a'), add('b'), add('c'), { type: 'toggleBanker', betId: 'a' }]).bets[0]?.isBanker).toBe(false);
  });
});

describe('blocks', () => {
  it('moves bets between blocks in a conditional coupon only', () => {
    const conditional = run([
      add('a'),
      add('b'),
      add('c'),
      { type: 'setType', typeId: 5 },
      { type: 'setBetBlock', betId: 'c', blockId: 1 },
    ]);
    expect(conditional.bets.map((bet) => bet.blockId)).toEqual([0, 1, 1]);
    const express = run([add('a'), add('b'), { type: 'setBetBlock', betId: 'b', blockId: 0 }]);
    expect(express.bets.map((bet) => bet.blockId)).toEqual([0, 1]);
  });
});

describe('promo codes', () => {
  it('chooses a code from the list; a typed code is kept apart', () => {
    const state = run([
      { type: 'setPromoCodes', promoCodes: ['SPRING', 'VIP10'] },
      { type: 'choosePromoCode', promoCode: 'VIP10' },
      { type: 'choosePromoCode', promoCode: 'NOT-IN-LIST' },
      { type: 'setManualPromoCode', promoCode: '  MY-CODE ' },
    ]);
    expect(state).toMatchObject({ promoCode: 'VIP10', manualPromoCode: 'MY-CODE' });
  });

  it('a new list without the chosen code drops it', () => {
    const state = run([
      { type: 'setPromoCodes', promoCodes: ['A'] },
      { type: 'choosePromoCode', promoCode: 'A' },
      { type: 'setPromoCodes', promoCodes: ['B'] },
    ]);
    expect(state.promoCode).toBeNull();
  });
});

describe('one-click', () => {
  it('turns on at once when the coupon is empty', () => {
    expect(run([{ type: 'setOneClick', enabled: true }]).settings.isActiveOneClick).toBe(true);
  });

  it('with bets in the coupon asks for confirmation; confirming clears the coupon', () => {
    const asked = run([add('a'), { type: 'setOneClick', enabled: true }]);
    expect(asked.pendingConfirmation).toBe('enableOneClick');
    expect(asked.settings.isActiveOneClick).toBe(false);
    const confirmed = couponReducer(asked, { type: 'confirmPending' });
    expect(confirmed).toMatchObject({ bets: [], pendingConfirmation: null, settings: { isActiveOneClick: true } });
  });

  it('cancelling keeps the bets and one-click off', () => {
    const cancelled = run([add('a'), { type: 'setOneClick', enabled: true }, { type: 'cancelPending' }]);
    expect(cancelled).toMatchObject({ pendingConfirmation: null, settings: { isActiveOneClick: false } });
    expect(cancelled.bets).toHaveLength(1);
  });
});

describe('exact coefficient and drop-on-score-change', () => {
  it('turning the exact coefficient off resets drop-on-score-change', () => {
    const state = run([
      { type: 'setExactCoef', enabled: true },
      { type: 'setDropOnScoreChange', enabled: true },
      { type: 'setExactCoef', enabled: false },
    ]);
    expect(state.settings).toMatchObject({ exactCoef: false, isDropOnScoreChange: false });
  });

  it('turning drop-on-score-change on turns one-click off', () => {
    const state = run([
      { type: 'setOneClick', enabled: true },
      { type: 'setDropOnScoreChange', enabled: true },
    ]);
    expect(state.settings).toMatchObject({ isDropOnScoreChange: true, isActiveOneClick: false });
  });
});

describe('settings', () => {
  it('updates the plain settings and ignores an unknown coef-change policy', () => {
    const state = run([
      { type: 'updateSettings', settings: { changeCoefAction: 0, isBalanceShown: false, oneClickAmount: '50' } },
      { type: 'updateSettings', settings: { changeCoefAction: 7 as 0 } },
      { type: 'setVipBet', enabled: true },
    ]);
    expect(state.settings).toMatchObject({
      changeCoefAction: 0,
      isBalanceShown: false,
      oneClickAmount: '50',
      isVipBet: true,
    });
  });
});

describe('restore', () => {
  it('restores stored bets and fits the type to them', () => {
    const stored = run([add('a'), add('b'), add('c'), { type: 'setType', typeId: 8 }]);
    const state = run([
      add('x'),
      {
        type: 'restore',
        stored: { bets: stored.bets.slice(0, 2), addedAtByBetId: { a: 5, zz: 6 }, typeId: 8, systemValue: 2 },
        isLoadedFromCode: true,
      },
    ]);
    expect(state.bets.map((bet) => bet.id)).toEqual(['a', 'b']);
    expect(state).toMatchObject({ typeId: 1, addedAtByBetId: { a: 5 }, isLoadedFromCode: true });
  });
});
