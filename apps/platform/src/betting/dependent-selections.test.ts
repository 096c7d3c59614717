import { placeCouponAnswerSchema, placeErrorBodySchema } from '@betfront/contract/bets';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  balanceOf,
  bettingTestAppOfFile,
  countCoupons,
  couponBody,
  createBettor,
  createFootballGame,
  placeCoupon,
} from './betting-test-helpers';

const platform = bettingTestAppOfFile();
let gameId: number;
let otherGameId: number;
beforeAll(async () => {
  [gameId, otherGameId] = [await createFootballGame(platform.db), await createFootballGame(platform.db)];
});

const homeWin = (id: number) => `${id}:game:winner3::1`;
const homeOrDraw = (id: number) => `${id}:game:double-chance::1X`;
const firstHalfHomeWin = (id: number) => `${id}:first-half:winner3::1`;

describe('selections of one game', () => {
  it.each([
    ['an express of home win and home or draw', 1, () => [homeWin(gameId), homeOrDraw(gameId)]],
    ['an express of the game and its first half', 1, () => [homeWin(gameId), firstHalfHomeWin(gameId)]],
    ['a system 2/3 with two of them', 2, () => [homeWin(gameId), homeOrDraw(gameId), homeWin(otherGameId)]],
    ['a chain', 3, () => [homeWin(gameId), homeOrDraw(gameId)]],
  ])('%s is refused with 409 dependent_selections and nothing is written', async (_, typeId, selections) => {
    const { userId, cookie } = await createBettor(platform.db, { balance: '1000' });
    const ids = selections();
    const body = await couponBody(platform.app, ids, { typeId, ...(typeId === 2 ? { systemValue: 2 } : {}) });
    const response = await placeCoupon(platform.app, cookie, body);
    expect(response.statusCode).toBe(409);
    const { error } = placeErrorBodySchema.parse(response.json());
    expect(error.code).toBe('dependent_selections');
    expect(error.message).toContain(`${homeWin(gameId)}, ${ids[1]}`);
    expect(error.message).not.toContain(homeWin(otherGameId));
    expect(await countCoupons(platform.db, userId)).toBe(0);
    expect(await balanceOf(platform.db, userId)).toBe('1000.00');
  });

  it('are placed as singles (many singles): one coupon, each stake debited', async () => {
    const { userId, cookie } = await createBettor(platform.db, { balance: '1000' });
    const body = await couponBody(platform.app, [homeWin(gameId), homeOrDraw(gameId)], { typeId: 9 });
    const response = await placeCoupon(platform.app, cookie, body);
    expect(response.statusCode).toBe(200);
    const { coupon, balance } = placeCouponAnswerSchema.parse(response.json());
    expect(coupon).toMatchObject({ typeId: 9, totalStake: '200.00' });
    expect(coupon.bets.map((bet) => bet.selectionId)).toEqual([homeWin(gameId), homeOrDraw(gameId)]);
    expect(balance).toBe('800.00');
    expect(await countCoupons(platform.db, userId)).toBe(1);
  });

  it('are placed as singles (multi): one coupon a bet, each stake debited', async () => {
    const { userId, cookie } = await createBettor(platform.db, { balance: '1000' });
    const body = await couponBody(platform.app, [homeWin(gameId), homeOrDraw(gameId)], { typeId: 4 });
    const response = await placeCoupon(platform.app, cookie, body);
    expect(response.statusCode).toBe(200);
    const { coupons, balance } = placeCouponAnswerSchema.parse(response.json());
    expect(coupons.map((made) => [made.typeId, made.totalStake, made.bets[0]?.selectionId])).toEqual([
      [0, '100.00', homeWin(gameId)],
      [0, '100.00', homeOrDraw(gameId)],
    ]);
    expect(balance).toBe('800.00');
    expect(await countCoupons(platform.db, userId)).toBe(2);
  });

  it('an express of two games is placed as before', async () => {
    const { cookie } = await createBettor(platform.db, { balance: '1000' });
    const response = await placeCoupon(
      platform.app,
      cookie,
      await couponBody(platform.app, [homeWin(gameId), homeWin(otherGameId)]),
    );
    expect(response.statusCode).toBe(200);
    expect(placeCouponAnswerSchema.parse(response.json()).coupon.typeId).toBe(1);
  });
});
