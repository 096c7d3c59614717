import { placeCouponAnswerSchema, placeErrorBodySchema } from '@betfront/contract/bets';
import { FEATURE_NUMBERS } from '@betfront/contract/features';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import {
  balanceOf,
  countCoupons,
  couponBody,
  createBettingTestApp,
  createBettor,
  createFootballGame,
  createLiveFootballGame,
  currentCoef,
  finishFootballGame,
  placeCoupon,
} from './betting-test-helpers';
import { settleFinishedGames } from './settle-finished-games';

let app: FastifyInstance;
let db: Database;
let gameIds: number[];
let liveGameId: number;
beforeAll(async () => {
  ({ app, db } = await createBettingTestApp());
  gameIds = [await createFootballGame(db), await createFootballGame(db), await createFootballGame(db)];
  liveGameId = await createLiveFootballGame(db, { home: 1, away: 0 });
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const homeWin = (id: number) => `${id}:game:winner3::1`;
const refusal = (body: unknown) => placeErrorBodySchema.parse(body).error;
const placed = (body: unknown) => placeCouponAnswerSchema.parse(body).coupon;

/** Runs with the site feature switched off, and switches it back on. */
async function withFeatureOff(number: number, run: () => Promise<void>): Promise<void> {
  await db.query('delete from enabled_features where number = $1', [number]);
  try {
    await run();
  } finally {
    await db.query('insert into enabled_features (number) values ($1) on conflict do nothing', [number]);
  }
}

describe('a frozen account', () => {
  it('is refused with 403 account_frozen and nothing is written', async () => {
    const { userId, cookie } = await createBettor(db, { balance: '1000' });
    await db.query('update accounts set is_frozen = true where user_id = $1 and type = 0', [userId]);
    const response = await placeCoupon(app, cookie, await couponBody(app, [homeWin(gameIds[0] ?? 0)]));
    expect(response.statusCode).toBe(403);
    expect(refusal(response.json()).code).toBe('account_frozen');
    expect(await countCoupons(db, userId)).toBe(0);
    expect(await balanceOf(db, userId)).toBe('1000.00');
  });
});

describe('a VIP bet', () => {
  const aboveMaximum = { amount: '100000.01', isVipBet: true };

  it('is placed above the maximum while the site enables it, and recorded as VIP', async () => {
    const { userId, cookie } = await createBettor(db, { balance: '200000' });
    const response = await placeCoupon(app, cookie, await couponBody(app, [homeWin(gameIds[0] ?? 0)], aboveMaximum));
    expect(response.statusCode).toBe(200);
    expect(placed(response.json())).toMatchObject({ isVipBet: true, totalStake: '100000.01' });
    expect(await balanceOf(db, userId)).toBe('99999.99');
  });

  it('keeps the maximum when not asked for, on a live bet, and while the site has it off', async () => {
    const { userId, cookie } = await createBettor(db, { balance: '200000' });
    const unasked = await placeCoupon(
      app,
      cookie,
      await couponBody(app, [homeWin(gameIds[0] ?? 0)], { amount: '100000.01' }),
    );
    expect(refusal(unasked.json())).toMatchObject({ code: 'amount_above_maximum', maxAmount: '100000.00' });
    const live = await placeCoupon(app, cookie, await couponBody(app, [homeWin(liveGameId)], aboveMaximum));
    expect(refusal(live.json()).code).toBe('amount_above_maximum');
    await withFeatureOff(FEATURE_NUMBERS.vipBet, async () => {
      const off = await placeCoupon(app, cookie, await couponBody(app, [homeWin(gameIds[0] ?? 0)], aboveMaximum));
      expect(refusal(off.json()).code).toBe('amount_above_maximum');
    });
    expect(await countCoupons(db, userId)).toBe(0);
  });

  it('is not recorded as VIP where it does not apply', async () => {
    const { cookie } = await createBettor(db, { balance: '1000' });
    const response = await placeCoupon(app, cookie, await couponBody(app, [homeWin(liveGameId)], { isVipBet: true }));
    expect(placed(response.json()).isVipBet).toBe(false);
  });
});

describe('exact coef', () => {
  it('refuses even a rise the policy accepts, with the current coef in changes', async () => {
    const { cookie } = await createBettor(db, { balance: '1000' });
    const id = homeWin(gameIds[1] ?? 0);
    const current = await currentCoef(app, id);
    const seen = (Number(current) - 0.1).toFixed(2);
    const body = { changeCoefAction: 1 as const, bets: [{ id, coef: seen }] };
    const exact = await placeCoupon(app, cookie, await couponBody(app, [id], { ...body, exactCoef: true }));
    expect(exact.statusCode).toBe(409);
    expect(refusal(exact.json())).toMatchObject({ code: 'odds_changed', changes: [{ id, coef: current }] });
    const loose = await placeCoupon(app, cookie, await couponBody(app, [id], body));
    expect(loose.statusCode).toBe(200);
  });

  it('places a coupon whose coefs have not changed', async () => {
    const { cookie } = await createBettor(db, { balance: '1000' });
    const response = await placeCoupon(
      app,
      cookie,
      await couponBody(app, [homeWin(gameIds[1] ?? 0)], { exactCoef: true }),
    );
    expect(response.statusCode).toBe(200);
  });
});

describe('drop on score change', () => {
  async function placeLive(score: { home: number; away: number } | undefined, isDropOnScoreChange: boolean) {
    const { cookie } = await createBettor(db, { balance: '1000' });
    const id = homeWin(liveGameId);
    const bets = [{ id, coef: await currentCoef(app, id), ...(score ? { score } : {}) }];
    return placeCoupon(app, cookie, await couponBody(app, [id], { bets, isDropOnScoreChange }));
  }

  it('refuses a live bet whose game scored since the player saw it', async () => {
    const response = await placeLive({ home: 0, away: 0 }, true);
    expect(response.statusCode).toBe(409);
    expect(refusal(response.json()).code).toBe('score_changed');
  });

  it('places it when the score is the one seen, or when the setting is off', async () => {
    expect((await placeLive({ home: 1, away: 0 }, true)).statusCode).toBe(200);
    expect((await placeLive({ home: 0, away: 0 }, false)).statusCode).toBe(200);
  });
});

describe('the odds format', () => {
  it('is stored with the coupon and answered in the open bets and the history', async () => {
    const { cookie } = await createBettor(db, { balance: '1000' });
    const response = await placeCoupon(
      app,
      cookie,
      await couponBody(app, [homeWin(gameIds[2] ?? 0)], { coefViewId: 3 }),
    );
    expect(placed(response.json()).coefViewId).toBe(3);
    const opened = await app.inject({ url: '/web-api/bets/opened', headers: { cookie } });
    expect(opened.json().coupons[0].coefViewId).toBe(3);
    const history = await app.inject({ url: '/web-api/bets/history', headers: { cookie } });
    expect(history.json().coupons[0].coefViewId).toBe(3);
  });
});

describe('the bonus bet of an express', () => {
  const express = () => gameIds.map(homeWin);

  it('multiplies the coef by 1 + n/100, is recorded, and is paid as a winning leg', async () => {
    const { userId, cookie } = await createBettor(db, { balance: '1000' });
    const body = await couponBody(app, express(), { amount: '100', isBonusBet: true });
    const response = await placeCoupon(app, cookie, body);
    expect(response.statusCode).toBe(200);
    const coupon = placed(response.json());
    const product = body.bets.reduce((coef, bet) => coef * Number(bet.coef), 1);
    expect(coupon.bonusBetCoef).toBe('1.03');
    expect(Number(coupon.coef)).toBeCloseTo(product * 1.03, 6);
    expect(coupon.bets).toHaveLength(3);

    for (const id of gameIds) {
      await finishFootballGame(db, id, [
        { home: 1, away: 0 },
        { home: 0, away: 0 },
      ]);
    }
    await settleFinishedGames(db);
    const settled = await app.inject({ url: `/web-api/bets/coupons/${coupon.id}`, headers: { cookie } });
    expect(settled.json().coupon).toMatchObject({ statusId: 1, payout: coupon.possibleWin });
    expect(Number(await balanceOf(db, userId))).toBeCloseTo(900 + Number(coupon.possibleWin), 2);
    gameIds = [await createFootballGame(db), await createFootballGame(db), await createFootballGame(db)];
  });

  it('is refused on a coupon that cannot carry it and while the site has it off', async () => {
    const { userId, cookie } = await createBettor(db, { balance: '1000' });
    const single = await placeCoupon(
      app,
      cookie,
      await couponBody(app, [homeWin(gameIds[0] ?? 0)], { isBonusBet: true }),
    );
    expect(single.statusCode).toBe(409);
    expect(refusal(single.json()).code).toBe('bonus_bet_unavailable');
    await withFeatureOff(FEATURE_NUMBERS.bonusBet, async () => {
      const off = await placeCoupon(app, cookie, await couponBody(app, express(), { isBonusBet: true }));
      expect(refusal(off.json()).code).toBe('bonus_bet_unavailable');
    });
    expect(await countCoupons(db, userId)).toBe(0);
  });

  it('is left out when the player removed it', async () => {
    const { cookie } = await createBettor(db, { balance: '1000' });
    const response = await placeCoupon(app, cookie, await couponBody(app, express()));
    expect(placed(response.json()).bonusBetCoef).toBeNull();
  });
});
