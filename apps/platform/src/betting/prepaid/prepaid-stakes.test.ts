import { betLimitsAnswerSchema, placeCouponAnswerSchema, placeErrorBodySchema } from '@betfront/contract/bets';
import { describe, expect, it } from 'vitest';
import { runAdminAction } from '../../admin/run-admin-action';
import { homeWin, readOffer } from '../../cash-out/cash-out-test-helpers';
import { fromCents, toCents } from '../../cash-out/cents';
import { verifyLedger } from '../../ledger/verify-ledger';
import { expectMoneyConsistent, takeMoneySnapshot } from '../../testing/money-consistency';
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
const HOME_WINS = [
  { home: 1, away: 0 },
  { home: 0, away: 0 },
] as [{ home: number; away: number }, { home: number; away: number }];

async function limitsOf(cookie: string) {
  const response = await testApp.app.inject({ url: '/web-api/bets/limits', headers: { cookie } });
  return betLimitsAnswerSchema.parse(response.json());
}

const grant = (userId: number, amount: string) =>
  runAdminAction({ db: testApp.db, allowTestCommands: false }, 'prepaidGrant', { userId, amount });

describe('prepaid stakes (free bets)', () => {
  it('stakes a granted free bet: only its winnings are paid, and the ledger explains the prepaid balance', async () => {
    const { app, db } = testApp;
    const { userId, cookie } = await createBettor(db, { balance: '100' });
    const before = await takeMoneySnapshot(db);
    await grant(userId, '300');
    expect(await limitsOf(cookie)).toMatchObject({ availablePrepaidAmount: '300.00', maxPayout: '1000000.00' });

    const gameId = await createFootballGame(db);
    const body = await couponBody(app, [homeWin(gameId)], { amount: '250', prepaidAmount: '200' });
    const response = await placeCoupon(app, cookie, body);
    expect(response.statusCode, response.body).toBe(200);
    const { coupon, balance } = placeCouponAnswerSchema.parse(response.json());
    expect(coupon).toMatchObject({ totalStake: '250.00', prepaidAmount: '200.00', maxPayout: '1000000.00' });
    // 250 × coef less the 200 of prepaid stake, which is not returned
    expect(coupon.possibleWin).toBe(fromCents(250n * toCents(coupon.coef) - 20_000n));
    expect(balance).toBe('50.00');
    expect((await limitsOf(cookie)).availablePrepaidAmount).toBe('100.00');
    expect((await readOffer(app, cookie, coupon.id)).reasons).toContain('prepaid_stake');

    const retry = await placeCoupon(app, cookie, body);
    expect(placeCouponAnswerSchema.parse(retry.json()).coupon.id).toBe(coupon.id);
    expect((await limitsOf(cookie)).availablePrepaidAmount).toBe('100.00');

    await finishFootballGame(db, gameId, HOME_WINS);
    await settleFinishedGames(db);
    expect(await balanceOf(db, userId)).toBe(fromCents(toCents('50.00') + toCents(coupon.possibleWin)));
    expect((await verifyLedger(db)).problems).toEqual([]);
    await expectMoneyConsistent(db, before);
  });

  it('refuses more prepaid than the player holds, or than the stake, or on a multi, and writes nothing', async () => {
    const { app, db } = testApp;
    const { userId, cookie } = await createBettor(db, { balance: '1000' });
    await grant(userId, '50');
    const games = [await createFootballGame(db), await createFootballGame(db)];
    const refusal = async (overrides: object, selections = [homeWin(games[0] ?? 0)]) => {
      const response = await placeCoupon(app, cookie, await couponBody(app, selections, overrides));
      return { status: response.statusCode, code: placeErrorBodySchema.parse(response.json()).error.code };
    };
    expect(await refusal({ amount: '100', prepaidAmount: '80' })).toEqual({
      status: 402,
      code: 'prepaid_insufficient',
    });
    expect(await refusal({ amount: '30', prepaidAmount: '40' })).toEqual({ status: 400, code: 'prepaid_unavailable' });
    expect(await refusal({ typeId: 4, amount: '30', prepaidAmount: '20' }, games.map(homeWin))).toEqual({
      status: 400,
      code: 'prepaid_unavailable',
    });
    expect(await balanceOf(db, userId)).toBe('1000.00');
    expect((await limitsOf(cookie)).availablePrepaidAmount).toBe('50.00');
  });

  it('cuts a win to the maximum payout, shown before placement and paid at settlement', async () => {
    const { app, db } = testApp;
    const { userId, cookie } = await createBettor(db, { balance: '100000' });
    const before = await takeMoneySnapshot(db);
    const games = [];
    for (let index = 0; index < 4; index += 1) games.push(await createFootballGame(db));
    const response = await placeCoupon(app, cookie, await couponBody(app, games.map(homeWin), { amount: '100000' }));
    expect(response.statusCode, response.body).toBe(200);
    const { coupon } = placeCouponAnswerSchema.parse(response.json());
    expect(Number(coupon.coef) * 100000).toBeGreaterThan(1_000_000);
    expect(coupon.possibleWin).toBe('1000000.00');
    for (const gameId of games) await finishFootballGame(db, gameId, HOME_WINS);
    await settleFinishedGames(db);
    expect(await balanceOf(db, userId)).toBe('1000000.00');
    await expectMoneyConsistent(db, before);
  });
});
