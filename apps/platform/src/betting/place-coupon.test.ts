import { placeCouponAnswerSchema, placeErrorBodySchema } from '@betfront/contract/bets';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { XHR } from '../testing/test-app';
import {
  balanceOf,
  countCoupons,
  couponBody,
  createBettingTestApp,
  createBettor,
  createFootballGame,
  currentCoef,
  finishFootballGame,
  placeCoupon,
  readGame,
} from './betting-test-helpers';

let app: FastifyInstance;
let db: Database;
let gameId: number;
let otherGameId: number;
beforeAll(async () => {
  ({ app, db } = await createBettingTestApp());
  gameId = await createFootballGame(db);
  otherGameId = await createFootballGame(db);
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const homeWin = (id: number) => `${id}:game:winner3::1`;
const shifted = (coef: string, by: number) => (Number(coef) + by).toFixed(2);
const refusal = (body: unknown) => placeErrorBodySchema.parse(body).error;

describe('placing a coupon', () => {
  it('places a single at the current coef, debits the stake and answers the coupon and the balance', async () => {
    const { userId, cookie } = await createBettor(db, { balance: '1000' });
    const body = await couponBody(app, [homeWin(gameId)], { amount: '150.50' });
    const response = await placeCoupon(app, cookie, body);
    expect(response.statusCode).toBe(200);
    const { coupon, balance } = placeCouponAnswerSchema.parse(response.json());
    expect(balance).toBe('849.50');
    expect(await balanceOf(db, userId)).toBe('849.50');
    const coef = body.bets[0]?.coef ?? '';
    expect(coupon).toMatchObject({
      requestId: body.requestId,
      typeId: 0,
      currencyIso: 'RUB',
      amount: '150.50',
      totalStake: '150.50',
      possibleWin: (Math.floor(150.5 * Number(coef) * 100 + 1e-6) / 100).toFixed(2),
      statusId: -2,
      payout: null,
    });
    expect(Number(coupon.coef)).toBe(Number(coef));
    // names are kept as placed, in the player's language (Russian when none is set)
    const game = await readGame(app, gameId, 'ru');
    expect(coupon.bets).toEqual([
      expect.objectContaining({
        selectionId: homeWin(gameId),
        gameId,
        sportId: 1,
        sportName: 'Футбол',
        home: game.home.name,
        away: game.away.name,
        period: 'game',
        kind: 'winner3',
        code: '1',
        coef,
        isLive: false,
        statusId: -2,
        score: null,
      }),
    ]);
  });

  it('places an express and debits its amount once', async () => {
    const { userId, cookie } = await createBettor(db, { balance: '500' });
    const body = await couponBody(app, [homeWin(gameId), `${otherGameId}:game:total:2.5:over`], { amount: '200' });
    const response = await placeCoupon(app, cookie, body);
    const { coupon } = placeCouponAnswerSchema.parse(response.json());
    expect(coupon.typeId).toBe(1);
    expect(coupon.bets).toHaveLength(2);
    expect(Number(coupon.coef)).toBeCloseTo(Number(body.bets[0]?.coef) * Number(body.bets[1]?.coef), 6);
    expect(await balanceOf(db, userId)).toBe('300.00');
  });

  it('refuses a visitor with 401 not_logged_in', async () => {
    const response = await placeCoupon(app, null, await couponBody(app, [homeWin(gameId)]));
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('not_logged_in');
  });

  it('answers a bad body with 400 naming the field and writes nothing', async () => {
    const { userId, cookie } = await createBettor(db, { balance: '1000' });
    const body = await couponBody(app, [homeWin(gameId)], { amount: '10.555' });
    const response = await placeCoupon(app, cookie, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues).toEqual([expect.objectContaining({ path: 'amount' })]);
    const noBets = await placeCoupon(app, cookie, { ...body, amount: '10', bets: [] });
    expect(noBets.json().error.issues).toEqual([expect.objectContaining({ path: 'bets' })]);
    const badId = await placeCoupon(app, cookie, { ...body, amount: '10', bets: [{ id: 'nope', coef: '1.50' }] });
    expect(badId.json().error.issues).toEqual([expect.objectContaining({ path: 'bets.0.id' })]);
    expect(await countCoupons(db, userId)).toBe(0);
    expect(await balanceOf(db, userId)).toBe('1000.00');
  });

  it('refuses a body the coupon engine refuses with invalid_coupon', async () => {
    const { cookie } = await createBettor(db, { balance: '1000' });
    const response = await placeCoupon(app, cookie, await couponBody(app, [homeWin(gameId)], { typeId: 1 }));
    expect(response.statusCode).toBe(400);
    expect(refusal(response.json()).code).toBe('invalid_coupon');
  });
});

describe('the coef-change policy', () => {
  async function placeWithSentCoef(changeCoefAction: 0 | 1 | 2, by: number) {
    const { cookie } = await createBettor(db, { balance: '1000' });
    const id = `${gameId}:game:total:2.5:under`;
    const current = await currentCoef(app, id);
    const body = await couponBody(app, [id], { changeCoefAction, bets: [{ id, coef: shifted(current, by) }] });
    return { response: await placeCoupon(app, cookie, body), current, id };
  }

  it('under 2 accepts a rise and places at the current coef', async () => {
    const { response, current } = await placeWithSentCoef(2, -0.1);
    expect(response.statusCode).toBe(200);
    expect(placeCouponAnswerSchema.parse(response.json()).coupon.bets[0]?.coef).toBe(current);
  });

  it('under 2 refuses a drop with the current coef in changes', async () => {
    const { response, current, id } = await placeWithSentCoef(2, 0.1);
    expect(response.statusCode).toBe(409);
    expect(refusal(response.json())).toMatchObject({ code: 'odds_changed', changes: [{ id, coef: current }] });
  });

  it('under 1 accepts a drop', async () => {
    const { response, current } = await placeWithSentCoef(1, 0.1);
    expect(response.statusCode).toBe(200);
    expect(Number(placeCouponAnswerSchema.parse(response.json()).coupon.coef)).toBe(Number(current));
  });

  it('under 0 refuses even a rise', async () => {
    const { response, current, id } = await placeWithSentCoef(0, -0.1);
    expect(response.statusCode).toBe(409);
    expect(refusal(response.json())).toMatchObject({ code: 'odds_changed', changes: [{ id, coef: current }] });
  });
});

describe('selections that cannot be bet on', () => {
  it('refuses a selection not offered now with market_suspended listing it with coef null', async () => {
    const liveId = await createFootballGame(db, {
      status: 'live',
      startAt: new Date(Date.now() - 80 * 60_000),
      progress: {
        elapsed: 0.97,
        completedPeriods: 1,
        periodScores: [
          { home: 5, away: 0 },
          { home: 1, away: 0 },
        ],
        corners: { home: 6, away: 1 },
      },
    });
    const game = await readGame(app, liveId);
    const closed = game.markets.flatMap((market) => market.selections).find((selection) => selection.coef === null);
    if (!closed) throw new Error('The lopsided game offers every selection');
    const { cookie } = await createBettor(db, { balance: '1000' });
    const body = { requestId: 'suspended-1', typeId: 0, amount: '100', bets: [{ id: closed.id, coef: '1.50' }] };
    const response = await placeCoupon(app, cookie, body);
    expect(response.statusCode).toBe(409);
    expect(refusal(response.json())).toMatchObject({
      code: 'market_suspended',
      changes: [{ id: closed.id, coef: null }],
    });
  });

  it('refuses an unknown selection, a finished game and a line game past its start', async () => {
    const { userId, cookie } = await createBettor(db, { balance: '1000' });
    const unknown = await placeCoupon(app, cookie, {
      requestId: 'unknown-1',
      typeId: 0,
      amount: '100',
      bets: [{ id: '99999999:game:winner3::1', coef: '1.50' }],
    });
    expect(refusal(unknown.json()).code).toBe('selection_unknown');

    const finishedId = await createFootballGame(db);
    const finishedBody = await couponBody(app, [homeWin(finishedId)]);
    await finishFootballGame(db, finishedId, [
      { home: 1, away: 0 },
      { home: 0, away: 0 },
    ]);
    const finished = await placeCoupon(app, cookie, finishedBody);
    expect(finished.statusCode).toBe(409);
    expect(refusal(finished.json()).code).toBe('game_finished');

    const lateId = await createFootballGame(db, { startAt: new Date(Date.now() - 60_000) });
    const started = await placeCoupon(app, cookie, await couponBody(app, [homeWin(lateId)]));
    expect(started.statusCode).toBe(409);
    expect(refusal(started.json()).code).toBe('game_started');
    expect(await countCoupons(db, userId)).toBe(0);
  });

  it('refuses a sport the player barred in the line', async () => {
    const { cookie } = await createBettor(db, { balance: '1000' });
    const saved = await app.inject({
      method: 'PUT',
      url: '/web-api/bets/disallowed-sports',
      payload: { line: [1], live: [] },
      headers: { ...XHR, cookie },
    });
    expect(saved.statusCode).toBe(200);
    const response = await placeCoupon(app, cookie, await couponBody(app, [homeWin(gameId)]));
    expect(response.statusCode).toBe(403);
    expect(refusal(response.json()).code).toBe('sport_disallowed');
  });
});

describe('money and limits', () => {
  it('refuses a stake the account does not hold with 402 and keeps the balance', async () => {
    const { userId, cookie } = await createBettor(db, { balance: '50' });
    const response = await placeCoupon(app, cookie, await couponBody(app, [homeWin(gameId)], { amount: '50.01' }));
    expect(response.statusCode).toBe(402);
    expect(refusal(response.json()).code).toBe('insufficient_balance');
    expect(await balanceOf(db, userId)).toBe('50.00');
    expect(await countCoupons(db, userId)).toBe(0);
  });

  it('refuses stakes below the minimum and above the maximum with the limit', async () => {
    const { cookie } = await createBettor(db, { balance: '200000' });
    const low = await placeCoupon(app, cookie, await couponBody(app, [homeWin(gameId)], { amount: '9.99' }));
    expect(low.statusCode).toBe(400);
    expect(refusal(low.json())).toMatchObject({ code: 'amount_below_minimum', minAmount: '10.00' });
    const high = await placeCoupon(app, cookie, await couponBody(app, [homeWin(gameId)], { amount: '100000.01' }));
    expect(refusal(high.json())).toMatchObject({ code: 'amount_above_maximum', maxAmount: '100000.00' });
  });

  it('refuses an account that is not the player’s', async () => {
    const { cookie } = await createBettor(db, { balance: '1000' });
    const other = await createBettor(db, { balance: '1000' });
    const rows = await db.query<{ id: number }>('select id from accounts where user_id = $1 and type = 0', [
      other.userId,
    ]);
    const body = await couponBody(app, [homeWin(gameId)], { accountId: rows[0]?.id ?? 0 });
    const response = await placeCoupon(app, cookie, body);
    expect(response.statusCode).toBe(404);
    expect(refusal(response.json()).code).toBe('account_not_found');
    expect(await balanceOf(db, other.userId)).toBe('1000.00');
    const huge = await placeCoupon(app, cookie, await couponBody(app, [homeWin(gameId)], { accountId: 2 ** 40 }));
    expect(refusal(huge.json()).code).toBe('account_not_found');
  });
});

describe('idempotency and concurrency', () => {
  it('answers a retry with the first coupon without a second debit, and refuses the id with another body', async () => {
    const { userId, cookie } = await createBettor(db, { balance: '1000' });
    const body = await couponBody(app, [homeWin(gameId)], { amount: '100' });
    const first = placeCouponAnswerSchema.parse((await placeCoupon(app, cookie, body)).json());
    const again = await placeCoupon(app, cookie, body);
    expect(again.statusCode).toBe(200);
    expect(placeCouponAnswerSchema.parse(again.json()).coupon.id).toBe(first.coupon.id);
    expect(await balanceOf(db, userId)).toBe('900.00');
    expect(await countCoupons(db, userId)).toBe(1);
    const reused = await placeCoupon(app, cookie, { ...body, amount: '200' });
    expect(reused.statusCode).toBe(409);
    expect(refusal(reused.json()).code).toBe('request_id_reused');
    expect(await balanceOf(db, userId)).toBe('900.00');
  });

  it('accepts exactly the placements the balance covers among 50 at once', async () => {
    const { userId, cookie } = await createBettor(db, { balance: '1000' });
    const template = await couponBody(app, [homeWin(gameId)], { amount: '100' });
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, n) => placeCoupon(app, cookie, { ...template, requestId: `burst-${n}-abcdef` })),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 402)).toHaveLength(40);
    expect(await balanceOf(db, userId)).toBe('0.00');
    expect(await countCoupons(db, userId)).toBe(10);
    const bets = await db.query<{ n: number }>(
      'select count(*)::int as n from coupon_bets b join coupons c on c.id = b.coupon_id where c.user_id = $1',
      [userId],
    );
    expect(bets[0]?.n).toBe(10);
  });

  it('places a retry sent twice at once only once', async () => {
    const { userId, cookie } = await createBettor(db, { balance: '1000' });
    const body = await couponBody(app, [homeWin(gameId)], { amount: '100' });
    const answers = await Promise.all([placeCoupon(app, cookie, body), placeCoupon(app, cookie, body)]);
    const ids = answers.map((response) => placeCouponAnswerSchema.parse(response.json()).coupon.id);
    expect(ids[0]).toBe(ids[1]);
    expect(await balanceOf(db, userId)).toBe('900.00');
  });
});
