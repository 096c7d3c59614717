// @vitest-environment happy-dom
import { ApiError, NETWORK_ERROR_STATUS } from '@betfront/api-client';
import { couponReducer, initialCouponState } from '@betfront/coupon';
import type { CouponState, MarketUpdate } from '@betfront/coupon';
import { describe, expect, it, vi } from 'vitest';
import { addBetEvent, fakeBetsApi, placedCoupon, SELECTION_A } from '../testing/engine-fakes';
import { addBetAction } from './bet-from-event';
import type { PlaceAnswer } from './bets-api';
import { createPlacement } from './placement';

function couponWithBet(): CouponState {
  return couponReducer(initialCouponState({ accountId: '7' }), addBetAction(addBetEvent(SELECTION_A), 0));
}

function setUp(place: ReturnType<typeof fakeBetsApi>['place']) {
  const api = fakeBetsApi({ place });
  const refreshPrices = vi.fn(async () => undefined);
  const applyUpdates = vi.fn<(updates: MarketUpdate[]) => void>();
  const onPromoCodeSpent = vi.fn();
  const onPlaced = vi.fn();
  let next = 0;
  const placement = createPlacement({
    api,
    lng: 'en',
    champIdByGameId: new Map([['30000012', 7]]),
    refreshPrices,
    applyUpdates,
    coefViewId: () => 2,
    onPlaced,
    onPromoCodeSpent,
    newRequestId: () => `request-${++next}`,
  });
  return { api, placement, refreshPrices, applyUpdates, onPlaced, onPromoCodeSpent };
}

const placedOne = placedCoupon();
const placed: PlaceAnswer = { coupon: placedOne, coupons: [placedOne], balance: '850.00' };

describe('createPlacement', () => {
  it('places the coupon, shows the placed coupon and reports it', async () => {
    const { api, placement, onPlaced } = setUp(vi.fn(async () => placed));
    const outcome = await placement.place(couponWithBet());
    expect(outcome).toEqual({ ok: true, coupon: placed.coupon });
    expect(placement.status.get()).toEqual({
      kind: 'placed',
      coupon: placed.coupon,
      coupons: placed.coupons,
      balance: '850.00',
    });
    expect(api.place).toHaveBeenCalledWith(
      expect.objectContaining({
        requestId: 'request-1',
        accountId: 7,
        typeId: 0,
        amount: '150',
        bets: [{ id: SELECTION_A, coef: '1.85' }],
        changeCoefAction: 2,
        coefViewId: 2,
        isBonusBet: false,
        prepaidAmount: null,
      }),
      'en',
    );
    expect(api.track).toHaveBeenCalledWith(expect.objectContaining({ name: 'bet_placed', couponId: 501 }));
    expect(onPlaced).toHaveBeenCalledOnce();
  });

  it('applies the current coefs an odds_changed answer carries at once, without reading the prices', async () => {
    const changes = [{ id: SELECTION_A, coef: '1.70' }];
    const refused = new ApiError({
      status: 409,
      code: 'odds_changed',
      message: 'changed',
      fields: { code: 'odds_changed', message: 'changed', changes },
    });
    const { placement, refreshPrices, applyUpdates } = setUp(vi.fn(async () => Promise.reject(refused)));
    const outcome = await placement.place(couponWithBet());
    expect(outcome).toMatchObject({ ok: false, code: 'odds_changed', details: { changes } });
    expect(applyUpdates).toHaveBeenCalledWith([{ betId: SELECTION_A, coef: '1.70', isBlocked: false }]);
    expect(refreshPrices).not.toHaveBeenCalled();
  });

  it('blocks a selection a market_suspended answer names with coef null', async () => {
    const changes = [{ id: SELECTION_A, coef: null }];
    const refused = new ApiError({ status: 409, code: 'market_suspended', message: 'closed', fields: { changes } });
    const { placement, applyUpdates } = setUp(vi.fn(async () => Promise.reject(refused)));
    await placement.place(couponWithBet());
    expect(applyUpdates).toHaveBeenCalledWith([{ betId: SELECTION_A, isBlocked: true }]);
  });

  it('shows the limit an amount refusal carries', async () => {
    const refused = new ApiError({
      status: 400,
      code: 'amount_below_minimum',
      message: 'low',
      fields: { minAmount: '10.00' },
    });
    const { placement } = setUp(vi.fn(async () => Promise.reject(refused)));
    const outcome = await placement.place(couponWithBet());
    expect(outcome).toMatchObject({ messageKey: 'coupon.error.amount_below_minimum_of', limit: '10.00' });
    const bare = new ApiError({ status: 400, code: 'amount_above_maximum', message: 'high' });
    const { placement: other } = setUp(vi.fn(async () => Promise.reject(bare)));
    expect(await other.place(couponWithBet())).toMatchObject({ messageKey: 'coupon.error.amount_above_maximum' });
  });

  it('reads the promo codes again after a coupon placed under one', async () => {
    const coded = placedCoupon({ promoCode: 'WELCOME' });
    const withCode: PlaceAnswer = { coupon: coded, coupons: [coded], balance: '850.00' };
    const { placement, onPromoCodeSpent } = setUp(vi.fn(async () => withCode));
    await placement.place(couponWithBet());
    expect(onPromoCodeSpent).toHaveBeenCalled();
  });

  it('maps odds_changed to its text, reads the prices again and reports the error', async () => {
    const refused = new ApiError({ status: 409, code: 'odds_changed', message: 'changed' });
    const { api, placement, refreshPrices } = setUp(vi.fn(async () => Promise.reject(refused)));
    const outcome = await placement.place(couponWithBet());
    expect(outcome).toMatchObject({ ok: false, code: 'odds_changed', messageKey: 'coupon.error.odds_changed' });
    expect(refreshPrices).toHaveBeenCalled();
    expect(api.track).toHaveBeenCalledWith({
      name: 'bet_error',
      errorCode: 'odds_changed',
      bets: [
        {
          sportId: 1,
          gameId: 30000012,
          champId: 7,
          couponTypeId: 0,
          coefficientId: SELECTION_A,
          isOneClick: false,
          promoCode: null,
        },
      ],
    });
  });

  it('sends the same request id again after a network error, and a new one for the next coupon', async () => {
    const networkError = new ApiError({ status: NETWORK_ERROR_STATUS, code: NETWORK_ERROR_STATUS, message: 'down' });
    const place = vi.fn<(body: { requestId: string }) => Promise<PlaceAnswer>>();
    place.mockRejectedValueOnce(networkError).mockResolvedValue(placed);
    const { placement } = setUp(place);
    const coupon = couponWithBet();
    expect(await placement.place(coupon)).toMatchObject({ ok: false, messageKey: 'coupon.error.network' });
    await placement.place(coupon);
    await placement.place(coupon);
    expect(place.mock.calls.map(([body]) => body.requestId)).toEqual(['request-1', 'request-1', 'request-2']);
  });

  it('sends once however often the button is pressed while a placement is under way', async () => {
    let answer: (value: PlaceAnswer) => void = () => undefined;
    const place = vi.fn(() => new Promise<PlaceAnswer>((resolve) => (answer = resolve)));
    const { placement } = setUp(place);
    const coupon = couponWithBet();
    const first = placement.place(coupon);
    expect(placement.status.get().kind).toBe('placing');
    expect(await placement.place(coupon)).toBeNull();
    answer(placed);
    await first;
    expect(place).toHaveBeenCalledTimes(1);
  });

  it('does not send a coupon that cannot be placed', async () => {
    const { api, placement } = setUp(vi.fn(async () => placed));
    expect(await placement.place(initialCouponState())).toBeNull();
    expect(api.place).not.toHaveBeenCalled();
  });
});
