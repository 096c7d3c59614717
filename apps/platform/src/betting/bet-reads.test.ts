import {
  betHistoryAnswerSchema,
  betLimitsAnswerSchema,
  couponAnswerSchema,
  openedCouponsAnswerSchema,
  placeCouponAnswerSchema,
} from '@betfront/contract/bets';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import {
  couponBody,
  createBettingTestApp,
  createBettor,
  createFootballGame,
  finishFootballGame,
  placeCoupon,
} from './betting-test-helpers';
import { settleFinishedGames } from './settle-finished-games';

let app: FastifyInstance;
let db: Database;
let player: { userId: number; cookie: string };
let openId: number;
let settledId: number;
beforeAll(async () => {
  ({ app, db } = await createBettingTestApp());
  player = await createBettor(db, { balance: '1000' });
  const open = await createFootballGame(db);
  const finished = await createFootballGame(db);
  const place = async (gameId: number) => {
    const response = await placeCoupon(app, player.cookie, await couponBody(app, [`${gameId}:game:winner3::2`]));
    return placeCouponAnswerSchema.parse(response.json()).coupon.id;
  };
  settledId = await place(finished);
  openId = await place(open);
  await finishFootballGame(db, finished, [
    { home: 3, away: 0 },
    { home: 0, away: 0 },
  ]);
  await settleFinishedGames(db);
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const get = (url: string, cookie?: string) => app.inject({ url, headers: cookie ? { cookie } : {} });
const today = () => new Date().toISOString().slice(0, 10);

describe('the player’s bets', () => {
  it('lists the open coupons only', async () => {
    const response = await get('/web-api/bets/opened', player.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { coupons } = openedCouponsAnswerSchema.parse(response.json());
    expect(coupons.map((coupon) => coupon.id)).toEqual([openId]);
  });

  it('names sports, champs and sides in the language asked for, else in the player’s own', async () => {
    const [names] = await db.query<{ sport_en: string; sport_ru: string; home_en: string; home_ru: string }>(
      `select s.name_en as sport_en, s.name_ru as sport_ru, t.name_en as home_en, t.name_ru as home_ru
       from sb_games g join sb_champs c on c.id = g.champ_id join sb_sports s on s.id = c.sport_id
       join sb_teams t on t.id = g.home_team_id
       join coupon_bets b on b.game_id = g.id where b.coupon_id = $1`,
      [openId],
    );
    const read = async (query: string) =>
      couponAnswerSchema.parse((await get(`/web-api/bets/coupons/${openId}${query}`, player.cookie)).json()).coupon
        .bets[0];
    expect(await read('?lng=en')).toMatchObject({ sportName: names?.sport_en, home: names?.home_en });
    expect(await read('')).toMatchObject({ sportName: names?.sport_ru, home: names?.home_ru });
    const opened = openedCouponsAnswerSchema.parse((await get('/web-api/bets/opened?lng=en', player.cookie)).json());
    expect(opened.coupons[0]?.bets[0]?.home).toBe(names?.home_en);
    expect((await get('/web-api/bets/opened?lng=english', player.cookie)).statusCode).toBe(400);
  });

  it('answers the history newest first, by status, by day and by page', async () => {
    const all = betHistoryAnswerSchema.parse((await get('/web-api/bets/history', player.cookie)).json());
    expect(all.total).toBe(2);
    expect(all.coupons.map((coupon) => coupon.id)).toEqual([openId, settledId]);
    const lost = betHistoryAnswerSchema.parse((await get('/web-api/bets/history?statusId=0', player.cookie)).json());
    expect(lost.coupons.map((coupon) => coupon.id)).toEqual([settledId]);
    expect(lost.coupons[0]).toMatchObject({ statusId: 0, payout: '0.00' });
    const paged = betHistoryAnswerSchema.parse(
      (await get('/web-api/bets/history?page=2&limit=1', player.cookie)).json(),
    );
    expect(paged).toMatchObject({ total: 2, coupons: [expect.objectContaining({ id: settledId })] });
    const day = today();
    const todays = await get(`/web-api/bets/history?from=${day}&to=${day}`, player.cookie);
    expect(betHistoryAnswerSchema.parse(todays.json()).total).toBe(2);
    const past = await get('/web-api/bets/history?from=2020-01-01&to=2020-01-31', player.cookie);
    expect(betHistoryAnswerSchema.parse(past.json())).toEqual({ coupons: [], total: 0 });
  });

  it('refuses a bad history query with 400', async () => {
    expect((await get('/web-api/bets/history?limit=1000', player.cookie)).statusCode).toBe(400);
    expect((await get('/web-api/bets/history?from=yesterday', player.cookie)).statusCode).toBe(400);
    const reversed = await get('/web-api/bets/history?from=2024-02-01&to=2024-01-01', player.cookie);
    expect(reversed.statusCode).toBe(400);
  });

  it('answers one of the player’s coupons and hides everyone else’s', async () => {
    const own = await get(`/web-api/bets/coupons/${openId}`, player.cookie);
    expect(couponAnswerSchema.parse(own.json()).coupon.id).toBe(openId);
    const stranger = await createBettor(db);
    const hidden = await get(`/web-api/bets/coupons/${openId}`, stranger.cookie);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error.code).toBe('coupon_not_found');
    expect((await get('/web-api/bets/coupons/abc', player.cookie)).statusCode).toBe(400);
  });

  it('answers the stake limits in the account’s currency', async () => {
    // The virtual matches and races keep their own limits as well, by their sport: football, tennis, horse racing.
    const VIRTUAL_LIMITS = [1, 4, 90].map((sportId) => ({ sportId, minBetAmount: '1.00', maxBetAmount: '5000.00' }));
    const rub = betLimitsAnswerSchema.parse((await get('/web-api/bets/limits', player.cookie)).json());
    const everyType = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    expect(rub).toMatchObject({
      currencyIso: 'RUB',
      minBetAmount: '10.00',
      maxBetAmount: '100000.00',
      maxPayout: '1000000.00',
      availablePrepaidAmount: '0.00',
      virtualLimits: VIRTUAL_LIMITS,
      minAmountTypeIds: everyType,
      maxAmountTypeIds: everyType,
      expressBoost: { minStake: '50.00', maxBonus: '100000.00' },
    });
    const dollars = await createBettor(db, { currencyId: 2 });
    const usd = betLimitsAnswerSchema.parse((await get('/web-api/bets/limits', dollars.cookie)).json());
    expect(usd).toMatchObject({
      currencyIso: 'USD',
      minBetAmount: '0.20',
      maxBetAmount: '2000.00',
      maxPayout: '20000.00',
      availablePrepaidAmount: '0.00',
      virtualLimits: VIRTUAL_LIMITS,
      expressBoost: { minStake: '1.00', maxBonus: '2000.00' },
    });
    expect((await get('/web-api/bets/limits?accountId=1', player.cookie)).statusCode).toBe(404);
    expect((await get('/web-api/bets/limits?accountId=x', player.cookie)).statusCode).toBe(400);
  });

  it('refuses a visitor on every call with 401 not_logged_in', async () => {
    for (const url of [
      '/web-api/bets/opened',
      '/web-api/bets/history',
      '/web-api/bets/limits',
      '/web-api/bets/coupons/1',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('not_logged_in');
    }
  });
});
