import { placeCouponAnswerSchema, placeErrorBodySchema } from '@betfront/contract/bets';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { testDatabaseKind } from '../db/test-database';
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
let gameId: number;
beforeAll(async () => {
  ({ app, db } = await createBettingTestApp());
  gameId = await createFootballGame(db);
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const homeWin = (id: number) => `${id}:game:winner3::1`;
const report = (line: string) => console.log(`[${testDatabaseKind()}] ${line}`);

describe('placements racing for one balance', () => {
  it(
    'takes exactly the stakes the balance covers among 200 placements sent at once',
    { timeout: 120_000 },
    async () => {
      const { userId, cookie } = await createBettor(db, { balance: '1234.56' });
      const before = await takeMoneySnapshot(db);
      const template = await couponBody(app, [homeWin(gameId)], { amount: '10' });
      const responses = await Promise.all(
        Array.from({ length: 200 }, () => placeCoupon(app, cookie, { ...template, requestId: randomUUID() })),
      );
      const accepted = responses.filter((response) => response.statusCode === 200);
      const refused = responses.filter((response) => response.statusCode !== 200);
      report(`200 placements of 10.00 against 1234.56: ${accepted.length} accepted, ${refused.length} refused`);

      expect(accepted).toHaveLength(123);
      expect(
        refused.map((response) => [response.statusCode, placeErrorBodySchema.parse(response.json()).error.code]),
      ).toEqual(refused.map(() => [402, 'insufficient_balance']));
      // Each accepted placement took one stake from what the one before left: 1224.56, 1214.56, … 4.56, each once.
      const balances = accepted.map((response) =>
        Math.round(Number(placeCouponAnswerSchema.parse(response.json()).balance) * 100),
      );
      expect(balances.sort((a, b) => b - a)).toEqual(Array.from({ length: 123 }, (_, k) => 122_456 - 1000 * k));
      expect(await balanceOf(db, userId)).toBe('4.56');
      const [taken] = await db.query<{ stakes: string; coupons: number }>(
        'select sum(total_stake)::text as stakes, count(*)::int as coupons from coupons where user_id = $1',
        [userId],
      );
      expect(taken).toEqual({ stakes: '1230.00', coupons: 123 });
      await expectMoneyConsistent(db, before);
    },
  );

  it('places one coupon for 20 copies of one request sent at once, and answers each with it', async () => {
    const { userId, cookie } = await createBettor(db, { balance: '1000' });
    const before = await takeMoneySnapshot(db);
    const body = await couponBody(app, [homeWin(gameId)], { amount: '100' });
    const responses = await Promise.all(Array.from({ length: 20 }, () => placeCoupon(app, cookie, body)));
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));
    const answers = responses.map((response) => placeCouponAnswerSchema.parse(response.json()));
    const couponIds = new Set(answers.map((answer) => answer.coupon.id));
    report(
      `20 copies of one request: ${couponIds.size} coupon placed, ${answers.length - couponIds.size} answered as duplicates`,
    );

    expect(couponIds.size).toBe(1);
    expect(new Set(answers.map((answer) => answer.coupon.requestId))).toEqual(new Set([body.requestId]));
    expect(new Set(answers.map((answer) => answer.balance))).toEqual(new Set(['900.00']));
    expect(await countCoupons(db, userId)).toBe(1);
    expect(await balanceOf(db, userId)).toBe('900.00');
    await expectMoneyConsistent(db, before);
  });
});
