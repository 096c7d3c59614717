import { placeCouponAnswerSchema } from '@betfront/contract/bets';
import type { PlacedCoupon } from '@betfront/contract/bets';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import {
  balanceOf,
  couponBody,
  createBettingTestApp,
  createBettor,
  createFootballGame,
  finishFootballGame,
  placeCoupon,
  recordingLog,
} from './betting-test-helpers';
import { couponStatus, settleFinishedGames } from './settle-finished-games';

let app: FastifyInstance;
let db: Database;
beforeAll(async () => {
  ({ app, db } = await createBettingTestApp());
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const cents = (coef: string) => Math.round(Number(coef) * 100);
const money = (totalCents: number) => (totalCents / 100).toFixed(2);

async function place(cookie: string, selectionIds: string[], overrides = {}): Promise<PlacedCoupon> {
  const response = await placeCoupon(app, cookie, await couponBody(app, selectionIds, overrides));
  if (response.statusCode !== 200) throw new Error(`Placing failed: ${response.body}`);
  return placeCouponAnswerSchema.parse(response.json()).coupon;
}

async function readCoupon(cookie: string, id: number): Promise<PlacedCoupon> {
  const response = await app.inject({ url: `/web-api/bets/coupons/${id}`, headers: { cookie } });
  return placeCouponAnswerSchema.shape.coupon.parse(response.json().coupon);
}

describe('settling finished games', () => {
  it('pays a won single once, however often the sweep runs', async () => {
    const { userId, cookie } = await createBettor(db, { balance: '1000' });
    const gameId = await createFootballGame(db);
    const coupon = await place(cookie, [`${gameId}:game:winner3::1`], { amount: '100' });
    await finishFootballGame(db, gameId, [
      { home: 1, away: 0 },
      { home: 1, away: 0 },
    ]);
    await Promise.all([settleFinishedGames(db), settleFinishedGames(db)]);
    expect(await settleFinishedGames(db)).toEqual({ bets: 0, coupons: 0, skipped: 0 });
    const settled = await readCoupon(cookie, coupon.id);
    const payout = money(100 * cents(coupon.coef));
    expect(settled).toMatchObject({ statusId: 1, payout });
    expect(settled.settledAt).not.toBeNull();
    expect(settled.bets[0]).toMatchObject({ statusId: 1, score: { home: 2, away: 0 } });
    expect(await balanceOf(db, userId)).toBe(money(90_000 + 100 * cents(coupon.coef)));
    const opened = await app.inject({ url: '/web-api/bets/opened', headers: { cookie } });
    expect(opened.json().coupons).toEqual([]);
  });

  it('settles a lost express at nothing', async () => {
    const { userId, cookie } = await createBettor(db, { balance: '1000' });
    const first = await createFootballGame(db);
    const second = await createFootballGame(db);
    const coupon = await place(cookie, [`${first}:game:winner3::1`, `${second}:game:winner3::1`], { amount: '200' });
    await finishFootballGame(db, first, [
      { home: 1, away: 0 },
      { home: 0, away: 0 },
    ]);
    await finishFootballGame(db, second, [
      { home: 0, away: 1 },
      { home: 0, away: 0 },
    ]);
    await settleFinishedGames(db);
    const settled = await readCoupon(cookie, coupon.id);
    expect(settled).toMatchObject({ statusId: 0, payout: '0.00' });
    expect(settled.bets.map((bet) => bet.statusId)).toEqual([1, 0]);
    expect(await balanceOf(db, userId)).toBe('800.00');
  });

  it('settles a 2/3 system with a quarter-line total half lost, only once every game is over', async () => {
    const { userId, cookie } = await createBettor(db, { balance: '1000' });
    const [a, b, c] = [await createFootballGame(db), await createFootballGame(db), await createFootballGame(db)];
    const quarterTotal = `${b}:game:total:2.25:over`;
    const coupon = await place(cookie, [`${a}:game:winner3::1`, quarterTotal, `${c}:game:winner3::X`], {
      typeId: 2,
      systemValue: 2,
      amount: '300',
    });
    expect(coupon.totalStake).toBe('300.00');
    await finishFootballGame(db, a, [
      { home: 2, away: 0 },
      { home: 0, away: 0 },
    ]);
    await finishFootballGame(db, b, [
      { home: 1, away: 0 },
      { home: 0, away: 1 },
    ]);
    expect(await settleFinishedGames(db)).toEqual({ bets: 2, coupons: 0, skipped: 0 });
    const waiting = await readCoupon(cookie, coupon.id);
    expect(waiting.statusId).toBe(-2);
    expect(waiting.bets.map((bet) => bet.statusId)).toEqual([1, 5, -2]);
    expect(waiting.bets[1]?.score).toEqual({ home: 1, away: 1 });

    await finishFootballGame(db, c, [
      { home: 0, away: 1 },
      { home: 0, away: 0 },
    ]);
    expect(await settleFinishedGames(db)).toEqual({ bets: 1, coupons: 1, skipped: 0 });
    // 100 on each pair; only a+b pays: 100 × coef(a) × 0.5 for the half-lost, half-returned total
    const aCoef = waiting.bets[0]?.coef ?? '0';
    const payoutCents = 50 * cents(aCoef);
    const settled = await readCoupon(cookie, coupon.id);
    expect(settled).toMatchObject({ payout: money(payoutCents), statusId: payoutCents > 30_000 ? 1 : 5 });
    expect(await balanceOf(db, userId)).toBe(money(70_000 + payoutCents));
    await settleFinishedGames(db);
    expect(await balanceOf(db, userId)).toBe(money(70_000 + payoutCents));
  });

  it('settles and pays the others when a bet cannot be settled, and tries that one again on every sweep', async () => {
    const broken = await createBettor(db, { balance: '1000' });
    const sound = await createBettor(db, { balance: '1000' });
    const gameId = await createFootballGame(db);
    const selectionId = `${gameId}:game:winner3::1`;
    const stuck = await place(broken.cookie, [selectionId], { amount: '100' });
    const paid = await place(sound.cookie, [selectionId], { amount: '100' });
    await db.query(`update coupon_bets set selection_id = 'no-such-selection' where coupon_id = $1`, [stuck.id]);
    await finishFootballGame(db, gameId, [
      { home: 1, away: 0 },
      { home: 0, away: 0 },
    ]);

    const log = recordingLog();
    expect(await settleFinishedGames(db, log)).toEqual({ bets: 1, coupons: 1, skipped: 1 });
    expect(await readCoupon(sound.cookie, paid.id)).toMatchObject({ statusId: 1 });
    expect(await balanceOf(db, sound.userId)).toBe(money(90_000 + 100 * cents(paid.coef)));
    const [open] = await db.query('select status_id, payout from coupons where id = $1', [stuck.id]);
    expect(open).toEqual({ status_id: -2, payout: null });
    expect(log.lines).toEqual([
      {
        level: 'warn',
        details: { couponId: stuck.id, selectionId: 'no-such-selection', reason: expect.any(String) },
        message: expect.stringContaining('could not be settled'),
      },
    ]);

    expect(await settleFinishedGames(db, log)).toEqual({ bets: 0, coupons: 0, skipped: 1 });
    await db.query(`update coupon_bets set selection_id = $2 where coupon_id = $1`, [stuck.id, selectionId]);
    expect(await settleFinishedGames(db, log)).toEqual({ bets: 1, coupons: 1, skipped: 0 });
    expect(await balanceOf(db, broken.userId)).toBe(money(90_000 + 100 * cents(stuck.coef)));
  });

  it('names a settled coupon by what it paid against the stake', () => {
    expect(couponStatus('0.00', '100.00')).toBe(0);
    expect(couponStatus('185.00', '100.00')).toBe(1);
    expect(couponStatus('100.00', '100.00')).toBe(2);
    expect(couponStatus('50.00', '100.00')).toBe(5);
  });
});
