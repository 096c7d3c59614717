import { placeCouponAnswerSchema, placeErrorBodySchema } from '@betfront/contract/bets';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCurrencyAccount } from '../accounts/account-service';
import type { Database } from '../db/database';
import { testDatabaseKind } from '../db/test-database';
import { grantMoney } from '../ledger/ledger-test-helpers';
import { expectMoneyConsistent, takeMoneySnapshot } from '../testing/money-consistency';
import { XHR } from '../testing/test-app';
import {
  balanceOf,
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
beforeAll(async () => {
  ({ app, db } = await createBettingTestApp());
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const USD = 2;
const EUR = 3;
const homeWin = (id: number) => `${id}:game:winner3::1`;
const cents = (money: string) => Math.round(Number(money) * 100);
/** Starts fn a few milliseconds later from round to round, so that the rounds meet the sweeps at other moments. */
const later = <T>(round: number, fn: () => Promise<T>) =>
  new Promise<void>((resolve) => setTimeout(resolve, (round * 7) % 40)).then(fn);
const report = (line: string) => console.log(`[${testDatabaseKind()}] ${line}`);

const post = (url: string, payload: object, cookie: string) =>
  app.inject({ method: 'POST', url, payload, headers: { ...XHR, cookie } });

async function place(cookie: string, selectionId: string, overrides: { amount: string; accountId?: number }) {
  const response = await placeCoupon(app, cookie, await couponBody(app, [selectionId], overrides));
  if (response.statusCode !== 200) throw new Error(`Placing failed: ${response.body}`);
  return placeCouponAnswerSchema.parse(response.json()).coupon;
}

/** A currency account the operator put money into. */
async function fundedCurrencyAccount(userId: number, currencyId: number, money: string): Promise<number> {
  await addCurrencyAccount(db, userId, currencyId);
  await grantMoney(db, { userId, currencyId, type: 9 }, money);
  const [account] = await db.query<{ id: number }>(
    'select id from accounts where user_id = $1 and currency_id = $2 and type = 9',
    [userId, currencyId],
  );
  if (!account) throw new Error('The currency account was not opened');
  return account.id;
}

async function moneyOf(accountId: number): Promise<string | null> {
  const [row] = await db.query<{ money: string }>('select money::text as money from accounts where id = $1', [
    accountId,
  ]);
  return row?.money ?? null;
}

/**
 * One round: won coupons of a finished game are settled by three sweeps at once (as several processes would),
 * while their player tries to close the currency account a coupon was staked from and places more coupons,
 * and another player whose whole balance is staked tries to convert the main account.
 */
async function raceRound(round: number) {
  const finishing = await createFootballGame(db);
  const upcoming = await createFootballGame(db);
  const player = await createBettor(db, { balance: '1000' });
  const usdAccount = await fundedCurrencyAccount(player.userId, USD, '50');
  const usdCoupon = await place(player.cookie, homeWin(finishing), { amount: '50', accountId: usdAccount });
  const mainCoupon = await place(player.cookie, homeWin(finishing), { amount: '100' });
  const converter = await createBettor(db, { balance: '100' });
  const converterCoupon = await place(converter.cookie, homeWin(finishing), { amount: '100' });
  await finishFootballGame(db, finishing, [
    { home: 1, away: 0 },
    { home: 0, away: 0 },
  ]);
  const before = await takeMoneySnapshot(db);

  const more = await couponBody(app, [homeWin(upcoming)], { amount: '100' });
  const [sweeps, removal, conversion, placements] = await Promise.all([
    Promise.all([settleFinishedGames(db), settleFinishedGames(db), settleFinishedGames(db)]),
    later(round, () => post('/web-api/office/account/currency/remove', { currency_id: USD }, player.cookie)),
    later(round, () => post('/web-api/office/account/convert-main', { currency_id: EUR }, converter.cookie)),
    Promise.all(
      Array.from({ length: 12 }, () => placeCoupon(app, player.cookie, { ...more, requestId: randomUUID() })),
    ),
  ]);
  const settledBySweep = sweeps.map((sweep) => sweep.coupons);
  const accepted = placements.filter((response) => response.statusCode === 200).length;
  report(
    `round ${round}: sweeps settled ${settledBySweep.join('+')} coupons; closing the staked account → ` +
      `${removal.statusCode} ${removal.json().error?.code ?? ''}; converting → ${conversion.statusCode} ` +
      `${conversion.json().error?.code ?? ''}; 12 placements: ${accepted} accepted, ${12 - accepted} refused`,
  );

  // Nothing paid twice: the three coupons settled once between the sweeps, and a later sweep finds nothing.
  expect(settledBySweep.reduce((sum, n) => sum + n, 0)).toBe(3);
  expect(await settleFinishedGames(db)).toEqual({ bets: 0, coupons: 0, skipped: 0 });
  const won = (coupon: { amount: string; coef: string }) =>
    ((cents(coupon.amount) * cents(coupon.coef)) / 10_000).toFixed(2);
  // An account a coupon was staked from stays until the coupon is paid, and then holds the payout.
  expect(removal.statusCode).toBe(409);
  expect(['account_has_open_bets', 'account_not_empty']).toContain(removal.json().error.code);
  expect(await moneyOf(usdAccount)).toBe(won(usdCoupon));
  // A main account whose whole balance is staked converts neither before the payout nor after it.
  expect(conversion.statusCode).toBe(409);
  expect(['account_has_open_bets', 'main_account_not_empty']).toContain(conversion.json().error.code);
  expect(await balanceOf(db, converter.userId)).toBe(won(converterCoupon));
  // The placements took one stake each from the main account: the 900 left covers nine, the payout maybe more.
  for (const response of placements.filter((candidate) => candidate.statusCode !== 200)) {
    expect([response.statusCode, placeErrorBodySchema.parse(response.json()).error.code]).toEqual([
      402,
      'insufficient_balance',
    ]);
  }
  const mainLeft = cents('900') + cents(won(mainCoupon)) - accepted * cents('100');
  expect(accepted).toBeGreaterThanOrEqual(9);
  expect(mainLeft).toBeGreaterThanOrEqual(0);
  expect(await balanceOf(db, player.userId)).toBe((mainLeft / 100).toFixed(2));
  await expectMoneyConsistent(db, before);
}

describe('settlement racing account changes and placements', () => {
  it(
    'pays every won coupon once into the account it was staked from, never below zero',
    { timeout: 180_000 },
    async () => {
      for (let round = 1; round <= 8; round++) await raceRound(round);
    },
  );
});
