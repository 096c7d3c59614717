import { betLimitsAnswerSchema, placeCouponAnswerSchema, placeErrorBodySchema } from '@betfront/contract/bets';
import type { PlacedCoupon } from '@betfront/contract/bets';
import { describe, expect, it } from 'vitest';
import { ADMIN } from '../../testing/test-app';
import { expectMoneyConsistent, takeMoneySnapshot } from '../../testing/money-consistency';
import { toCents, fromCents } from '../../cash-out/cents';
import {
  balanceOf,
  bettingTestAppOfFile,
  couponBody,
  createBettor,
  createFootballGame,
  finishFootballGame,
  placeCoupon,
} from '../betting-test-helpers';
import { settleFinishedGames } from '../settle-finished-games';

const testApp = bettingTestAppOfFile();
const homeWin = (gameId: number) => `${gameId}:game:winner3::1`;
const HOME_WINS: [{ home: number; away: number }, { home: number; away: number }] = [
  { home: 1, away: 0 },
  { home: 1, away: 0 },
];

const admin = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  testApp.app.inject({ method, url: `/admin-api${url}`, headers: ADMIN, ...(payload ? { payload } : {}) });

async function games(count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) ids.push(await createFootballGame(testApp.db));
  return ids;
}

async function placeExpress(cookie: string, gameIds: number[], overrides = {}) {
  return placeCoupon(testApp.app, cookie, await couponBody(testApp.app, gameIds.map(homeWin), overrides));
}

async function placed(cookie: string, gameIds: number[], overrides = {}): Promise<PlacedCoupon> {
  const response = await placeExpress(cookie, gameIds, overrides);
  if (response.statusCode !== 200) throw new Error(`Placing failed: ${response.body}`);
  return placeCouponAnswerSchema.parse(response.json()).coupon;
}

const boostEntries = (couponId: number) =>
  testApp.db.query<{ amount: string; kind: string }>(
    `select e.kind, p.amount::text as amount from ledger_entries e
     join ledger_postings p on p.entry_id = e.id and p.account_id is not null
     where e.reference = $1`,
    [`coupon-boost:${couponId}`],
  );

describe('the accumulator boost', () => {
  it('answers its terms with the limits, in the account’s currency', async () => {
    const { cookie } = await createBettor(testApp.db, { balance: '100' });
    const response = await testApp.app.inject({ url: '/web-api/bets/limits', headers: { cookie } });
    expect(betLimitsAnswerSchema.parse(response.json()).expressBoost).toEqual({
      minCoef: '1.30',
      tiers: [
        { minPicks: 4, percent: '5.00' },
        { minPicks: 6, percent: '10.00' },
        { minPicks: 9, percent: '20.00' },
        { minPicks: 12, percent: '35.00' },
        { minPicks: 15, percent: '50.00' },
      ],
      minStake: '50.00',
      maxBonus: '100000.00',
    });
  });

  it('is fixed on an express at placement and paid once at settlement, as its own movement', async () => {
    const { db } = testApp;
    const { userId, cookie } = await createBettor(db, { balance: '1000' });
    const before = await takeMoneySnapshot(db);
    const gameIds = await games(4);
    const coupon = await placed(cookie, gameIds, { hyperBonusPercent: '5.00' });
    expect(coupon).toMatchObject({ hyperBonusPercent: '5.00', maxHyperBonusLimit: '100000.00', hyperBonusPaid: null });

    for (const gameId of gameIds) await finishFootballGame(db, gameId, HOME_WINS);
    await Promise.all([settleFinishedGames(db), settleFinishedGames(db)]);
    await settleFinishedGames(db);

    const response = await testApp.app.inject({ url: `/web-api/bets/coupons/${coupon.id}`, headers: { cookie } });
    const settled = placeCouponAnswerSchema.shape.coupon.parse(response.json().coupon);
    const winnings = toCents(settled.payout ?? '0') - toCents('100.00');
    const boost = fromCents((winnings * 5n) / 100n);
    expect(settled).toMatchObject({ statusId: 1, hyperBonusPaid: boost });
    expect(await boostEntries(coupon.id)).toEqual([{ kind: 'win', amount: boost }]);
    const expected = toCents('900.00') + toCents(settled.payout ?? '0') + toCents(boost);
    expect(await balanceOf(db, userId)).toBe(fromCents(expected));
    await expectMoneyConsistent(db, before);
  });

  it('gives nothing to a lost express, a short one, a small stake or a system', async () => {
    const { db } = testApp;
    const { cookie } = await createBettor(db, { balance: '1000' });
    const before = await takeMoneySnapshot(db);
    const lost = await placed(cookie, await games(4));
    expect((await placed(cookie, await games(3))).hyperBonusPercent).toBeNull();
    expect((await placed(cookie, await games(4), { amount: '49.99' })).hyperBonusPercent).toBeNull();
    expect((await placed(cookie, await games(4), { typeId: 2, systemValue: 3 })).hyperBonusPercent).toBeNull();

    const [first, ...others] = lost.bets.map((bet) => bet.gameId);
    await finishFootballGame(db, first ?? 0, [
      { home: 0, away: 1 },
      { home: 0, away: 0 },
    ]);
    for (const gameId of others) await finishFootballGame(db, gameId, HOME_WINS);
    await settleFinishedGames(db);
    const response = await testApp.app.inject({ url: `/web-api/bets/coupons/${lost.id}`, headers: { cookie } });
    expect(response.json().coupon).toMatchObject({ statusId: 0, hyperBonusPercent: '5.00', hyperBonusPaid: '0.00' });
    expect(await boostEntries(lost.id)).toEqual([]);
    await expectMoneyConsistent(db, before);
  });

  it('refuses a coupon that showed more than the table gives now, and writes nothing', async () => {
    const { db } = testApp;
    const { userId, cookie } = await createBettor(db, { balance: '1000' });
    const response = await placeExpress(cookie, await games(4), { hyperBonusPercent: '10.00' });
    expect(response.statusCode).toBe(409);
    expect(placeErrorBodySchema.parse(response.json()).error).toMatchObject({
      code: 'express_boost_changed',
      hyperBonusPercent: '5.00',
    });
    expect(await balanceOf(db, userId)).toBe('1000.00');
    expect(await db.query('select 1 from coupons where user_id = $1', [userId])).toEqual([]);
  });

  it('takes the operator’s table, refusing a table that makes no sense', async () => {
    const { db } = testApp;
    const bad = [
      { minCoef: '1.00', tiers: [{ minPicks: 3, percent: '5' }] },
      { tiers: [{ minPicks: 1, percent: '5' }] },
      { tiers: [{ minPicks: 3, percent: '0' }] },
      { tiers: [{ minPicks: 3, percent: '101' }] },
      { tiers: [{ minPicks: 3, percent: 'five' }] },
      {
        tiers: [
          { minPicks: 5, percent: '5' },
          { minPicks: 3, percent: '10' },
        ],
      },
      {
        tiers: [
          { minPicks: 3, percent: '10' },
          { minPicks: 5, percent: '5' },
        ],
      },
    ];
    for (const payload of bad) expect((await admin('PUT', '/express-boost', payload)).statusCode).toBe(400);
    expect((await admin('PUT', '/express-boost/limits/XYZ', { minStake: '5', maxBonus: '10' })).statusCode).toBe(404);
    expect((await admin('PUT', '/express-boost/limits/RUB', { minStake: '0', maxBonus: '10' })).statusCode).toBe(400);
    expect((await admin('GET', '/express-boost')).json().result).toMatchObject({
      minCoef: '1.30',
      tiers: { length: 5 },
    });

    const table = { minCoef: '1.20', tiers: [{ minPicks: 2, percent: '7.5' }] };
    expect((await admin('PUT', '/express-boost', table)).statusCode).toBe(200);
    expect((await admin('PUT', '/express-boost/limits/RUB', { minStake: '20', maxBonus: '1.50' })).statusCode).toBe(
      200,
    );
    const { cookie } = await createBettor(db, { balance: '1000' });
    const pair = await placed(cookie, await games(2), { amount: '20' });
    expect(pair).toMatchObject({ hyperBonusPercent: '7.50', maxHyperBonusLimit: '1.50' });

    expect((await admin('PUT', '/express-boost/limits/RUB', { off: true })).statusCode).toBe(200);
    expect((await placed(cookie, await games(2), { amount: '20' })).hyperBonusPercent).toBeNull();
    const limits = await testApp.app.inject({ url: '/web-api/bets/limits', headers: { cookie } });
    expect(limits.json().expressBoost).toBeNull();
  });
});
