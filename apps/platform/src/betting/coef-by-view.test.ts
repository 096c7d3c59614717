import { coefInView } from '@betfront/coupon';
import { placeCouponAnswerSchema, placeErrorBodySchema } from '@betfront/contract/bets';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { expectMoneyConsistent, takeMoneySnapshot } from '../testing/money-consistency';
import {
  balanceOf,
  countCoupons,
  couponBody,
  createBettingTestApp,
  createBettor,
  createFootballGame,
  placeCoupon,
} from './betting-test-helpers';

let app: FastifyInstance;
let db: Database;
let gameIds: number[];
beforeAll(async () => {
  ({ app, db } = await createBettingTestApp());
  gameIds = [await createFootballGame(db), await createFootballGame(db)];
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const FRACTIONAL = 1;
const homeWin = (id: number) => `${id}:game:winner3::1`;
const express = () => gameIds.map(homeWin);
const totalOf = (coefs: readonly string[]) => coefs.reduce((total, coef) => total * Number(coef), 1).toFixed(6);

describe('the coupon’s coef in the player’s odds format (coefByView)', () => {
  it('places a coupon whose total in that format is the platform’s own', async () => {
    const { cookie } = await createBettor(db, { balance: '1000' });
    const before = await takeMoneySnapshot(db);
    const body = await couponBody(app, express(), { coefViewId: FRACTIONAL });
    const coefByView = coefInView(totalOf(body.bets.map((bet) => bet.coef)), FRACTIONAL);
    expect(coefByView).toMatch(/^\d+\/\d+$/);
    const response = await placeCoupon(app, cookie, { ...body, coefByView });
    expect(response.statusCode).toBe(200);
    expect(placeCouponAnswerSchema.parse(response.json()).coupon.coefViewId).toBe(FRACTIONAL);
    await expectMoneyConsistent(db, before);
  });

  it('refuses another total with 409 coef_by_view_mismatch and writes nothing', async () => {
    const { userId, cookie } = await createBettor(db, { balance: '1000' });
    const before = await takeMoneySnapshot(db);
    const body = await couponBody(app, express(), { coefViewId: FRACTIONAL });
    const decimal = coefInView(totalOf(body.bets.map((bet) => bet.coef)), 0);
    const response = await placeCoupon(app, cookie, { ...body, coefByView: decimal });
    expect(response.statusCode).toBe(409);
    expect(placeErrorBodySchema.parse(response.json()).error.code).toBe('coef_by_view_mismatch');
    expect(await countCoupons(db, userId)).toBe(0);
    expect(await balanceOf(db, userId)).toBe('1000.00');
    await expectMoneyConsistent(db, before);
  });

  it('compares the total of the coefs the player saw; their change since is the policy’s to judge', async () => {
    const { cookie } = await createBettor(db, { balance: '1000' });
    const current = await couponBody(app, express(), { coefViewId: FRACTIONAL, changeCoefAction: 1 });
    const seenBets = current.bets.map((bet, index) => (index === 0 ? { ...bet, coef: '1.50' } : bet));
    const seenTotal = coefInView(totalOf(seenBets.map((bet) => bet.coef)), FRACTIONAL);
    const currentTotal = coefInView(totalOf(current.bets.map((bet) => bet.coef)), FRACTIONAL);
    expect(seenTotal).not.toBe(currentTotal);

    const showedCurrent = await placeCoupon(app, cookie, { ...current, bets: seenBets, coefByView: currentTotal });
    expect(placeErrorBodySchema.parse(showedCurrent.json()).error.code).toBe('coef_by_view_mismatch');
    const showedSeen = await placeCoupon(app, cookie, { ...current, bets: seenBets, coefByView: seenTotal });
    expect(showedSeen.statusCode).toBe(200);
  });
});
