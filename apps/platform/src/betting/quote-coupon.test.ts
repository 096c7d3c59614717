import { describe, expect, it } from 'vitest';
import { stakeLimits } from './bet-limits';
import { PlaceRefusal } from './place-refusal';
import { checkStakeLimits, quoteCoupon } from './quote-coupon';
import type { CouponToQuote } from './quote-coupon';

const bet = (n: number, coef = '2.00') => ({
  id: `3000000${n}:game:winner3::1`,
  coef,
  isBanker: false,
  blockId: undefined,
});
const coupon = (overrides: Partial<CouponToQuote>): CouponToQuote => ({
  typeId: 0,
  amount: '100',
  systemValue: null,
  amountByBetId: {},
  amountByBlockId: {},
  bets: [bet(1)],
  ...overrides,
});
const rub = stakeLimits('RUB');

function refusalOf(check: () => void): PlaceRefusal | null {
  try {
    check();
    return null;
  } catch (error) {
    if (error instanceof PlaceRefusal) return error;
    throw error;
  }
}

const ordinary = { isBonusAccount: false, isVipBet: false };

describe('stake limits', () => {
  it('falls back to the rouble’s limits for a currency without its own', () => {
    expect(stakeLimits('XYZ')).toEqual(rub);
    expect(stakeLimits('EUR')).toEqual({ minBetAmount: '0.20', maxBetAmount: '2000.00', maxPayout: '20000.00' });
  });

  it('asks a system for the minimum on each combination', () => {
    const system = coupon({ typeId: 2, systemValue: 2, amount: '29.99', bets: [bet(1), bet(2), bet(3)] });
    expect(refusalOf(() => checkStakeLimits(system, rub, ordinary))?.details).toEqual({ minAmount: '30.00' });
    expect(refusalOf(() => checkStakeLimits({ ...system, amount: '30' }, rub, ordinary))).toBeNull();
  });

  it('checks each single of many singles on its own amount', () => {
    const singles = coupon({ typeId: 9, bets: [bet(1), bet(2)], amountByBetId: { [bet(2).id]: '5' } });
    expect(refusalOf(() => checkStakeLimits(singles, rub, ordinary))?.refusalCode).toBe('amount_below_minimum');
  });

  it('sets no maximum on the bonus account', () => {
    const big = coupon({ amount: '100000.01' });
    expect(refusalOf(() => checkStakeLimits(big, rub, ordinary))?.details).toEqual({ maxAmount: '100000.00' });
    expect(refusalOf(() => checkStakeLimits(big, rub, { isBonusAccount: true, isVipBet: false }))).toBeNull();
  });

  it('sets no maximum on a VIP bet the platform honours, and keeps the minimum', () => {
    const vip = { isBonusAccount: false, isVipBet: true };
    expect(refusalOf(() => checkStakeLimits(coupon({ amount: '100000.01' }), rub, vip))).toBeNull();
    expect(refusalOf(() => checkStakeLimits(coupon({ amount: '9.99' }), rub, vip))?.refusalCode).toBe(
      'amount_below_minimum',
    );
  });

  it('turns what the engine refuses into invalid_coupon with its reason', () => {
    const refusal = refusalOf(() => quoteCoupon(coupon({ typeId: 2, systemValue: 5, bets: [bet(1), bet(2), bet(3)] })));
    expect(refusal?.refusalCode).toBe('invalid_coupon');
    expect(refusal?.statusCode).toBe(400);
    expect(refusal?.message.length).toBeGreaterThan(0);
  });
});
