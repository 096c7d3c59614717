import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CouponBet } from '../state/coupon-bet';
import { initialCouponState } from '../state/coupon-state';
import { coefArb } from '../test-support';
import { EMPTY_STORED_COUPON, parseStoredCoupon, serializeCoupon, type StoredCoupon } from './stored-coupon';

const betArb: fc.Arbitrary<CouponBet> = fc
  .record({
    id: fc.string({ minLength: 1, maxLength: 8 }),
    coef: coefArb,
    kind: fc.option(fc.integer({ min: 0, max: 9 }), { nil: undefined }),
    isLive: fc.boolean(),
    gameTime: fc.option(fc.nat(6000), { nil: undefined }),
    blockId: fc.nat(5),
    statusId: fc.constantFrom(-2, -1, 0, 1, 2, 3, 4, 5, 6) as fc.Arbitrary<CouponBet['statusId']>,
    flags: fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
    pageType: fc.option(fc.string(), { nil: undefined }),
  })
  .map(({ id, coef, kind, isLive, gameTime, blockId, statusId, flags, pageType }) => ({
    id,
    market: { id, coef, isLive, ...(kind === undefined ? {} : { kind }) },
    game: { id: `g-${id}`, opponent1: 'Home', ...(gameTime === undefined ? {} : { gameTime }) },
    blockId,
    statusId,
    isBanker: flags[0] as boolean,
    isBlocked: flags[1] as boolean,
    isDepend: flags[2] as boolean,
    isBannedExpress: flags[3] as boolean,
    isDisabledBanker: flags[4] as boolean,
    ...(pageType === undefined ? {} : { pageType }),
  }));

const storedArb: fc.Arbitrary<StoredCoupon> = fc
  .record({
    bets: fc.uniqueArray(betArb, { selector: (bet) => bet.id, maxLength: 6 }),
    typeId: fc.constantFrom(0, 1, 2, 3, 4, 5, 6, 7, 8, 9) as fc.Arbitrary<StoredCoupon['typeId']>,
    systemValue: fc.integer({ min: 2, max: 10 }),
    times: fc.array(fc.integer({ min: 0, max: 2 ** 45 }), { minLength: 6, maxLength: 6 }),
  })
  .map(({ bets, typeId, systemValue, times }) => ({
    bets,
    typeId,
    systemValue,
    addedAtByBetId: Object.fromEntries(bets.map((bet, i) => [bet.id, times[i] as number])),
  }));

const stateOf = (stored: StoredCoupon) => ({ ...initialCouponState(), ...stored });

describe('local storage of the coupon', () => {
  it('keeps bets, addedAtByBetId, typeId and systemValue, and nothing else', () => {
    const raw = serializeCoupon(initialCouponState({ currencyIso: 'USD' }));
    expect(Object.keys(JSON.parse(raw) as object).sort()).toEqual(['addedAtByBetId', 'bets', 'systemValue', 'typeId']);
  });

  it('serialization round-trips', () => {
    fc.assert(
      fc.property(storedArb, (stored) => {
        expect(parseStoredCoupon(serializeCoupon(stateOf(stored)))).toEqual(stored);
      }),
    );
  });

  it('restores into a state through initialCouponState', () => {
    const stored = fc.sample(
      storedArb.filter((item) => item.bets.length === 1),
      { numRuns: 1, seed: 7 },
    )[0] as StoredCoupon;
    const state = initialCouponState({ stored: parseStoredCoupon(serializeCoupon(stateOf(stored))) });
    expect(state.bets).toEqual(stored.bets);
    expect(state.typeId).toBe(0);
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{bets: ['],
    ['JSON null', 'null'],
    ['an array', '[1,2]'],
    ['a foreign object', '{"theme":"dark"}'],
    ['an unknown type', '{"bets":[],"addedAtByBetId":{},"typeId":12,"systemValue":2}'],
    ['a system value below 2', '{"bets":[],"addedAtByBetId":{},"typeId":2,"systemValue":1}'],
    [
      'a bet with a coef below 1',
      '{"bets":[{"id":"a","market":{"id":"a","coef":"0.5"},"game":{"id":"g"},"blockId":0,"statusId":-2,"isBanker":false,"isBlocked":false,"isDepend":false,"isBannedExpress":false,"isDisabledBanker":false}],"addedAtByBetId":{},"typeId":0,"systemValue":2}',
    ],
    [
      'duplicate bets',
      `{"bets":[${Array(2).fill('{"id":"a","market":{"id":"a","coef":"2"},"game":{"id":"g"},"blockId":0,"statusId":-2,"isBanker":false,"isBlocked":false,"isDepend":false,"isBannedExpress":false,"isDisabledBanker":false}').join(',')}],"addedAtByBetId":{},"typeId":1,"systemValue":2}`,
    ],
  ])('%s gives an empty coupon', (_, raw) => {
    expect(parseStoredCoupon(raw)).toEqual(EMPTY_STORED_COUPON);
  });

  it('never throws, whatever is stored', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((value) => JSON.stringify({ bets: value })),
        ),
        (raw) => {
          const stored = parseStoredCoupon(raw);
          expect(Array.isArray(stored.bets)).toBe(true);
        },
      ),
    );
  });
});
