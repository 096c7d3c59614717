import { placeCouponAnswerSchema } from '@betfront/contract/bets';
import type { PlacedCoupon } from '@betfront/contract/bets';
import { describe, expect, it } from 'vitest';
import { homeWin, readOffer, sellNow } from '../cash-out/cash-out-test-helpers';
import { expectMoneyConsistent, takeMoneySnapshot } from '../testing/money-consistency';
import {
  balanceOf,
  bettingTestAppOfFile,
  countCoupons,
  couponBody,
  createBettor,
  createFootballGame,
  finishFootballGame,
  placeCoupon,
} from './betting-test-helpers';
import { settleFinishedGames } from './settle-finished-games';

const testApp = bettingTestAppOfFile();

async function readCoupon(cookie: string, id: number): Promise<PlacedCoupon> {
  const response = await testApp.app.inject({ url: `/web-api/bets/coupons/${id}`, headers: { cookie } });
  return placeCouponAnswerSchema.shape.coupon.parse(response.json().coupon);
}

describe('a multi (type 4)', () => {
  it('places one single per bet, each debited, settled and sold back alone; a retry answers the same coupons', async () => {
    const { app, db } = testApp;
    const { userId, cookie } = await createBettor(db, { balance: '1000' });
    const before = await takeMoneySnapshot(db);
    const games = [await createFootballGame(db), await createFootballGame(db), await createFootballGame(db)];
    const body = await couponBody(app, games.map(homeWin), { typeId: 4, amount: '100' });

    const response = await placeCoupon(app, cookie, body);
    expect(response.statusCode, response.body).toBe(200);
    const answer = placeCouponAnswerSchema.parse(response.json());
    expect(answer.coupons).toHaveLength(3);
    expect(answer.coupon).toEqual(answer.coupons[0]);
    expect(answer.balance).toBe('700.00');
    expect(new Set(answer.coupons.map((coupon) => coupon.id)).size).toBe(3);
    for (const [index, coupon] of answer.coupons.entries()) {
      expect(coupon).toMatchObject({ typeId: 0, amount: '100.00', totalStake: '100.00', requestId: body.requestId });
      expect(coupon.bets.map((bet) => bet.selectionId)).toEqual([homeWin(games[index] ?? 0)]);
      expect(Number(coupon.coef)).toBe(Number(body.bets[index]?.coef));
    }
    const stakes = await db.query<{ reference: string }>(
      `select reference from ledger_entries where kind = 'stake' and user_id = $1 order by reference`,
      [userId],
    );
    expect(stakes.map((row) => row.reference)).toEqual(answer.coupons.map((coupon) => `coupon:${coupon.id}`).sort());

    const retried = placeCouponAnswerSchema.parse((await placeCoupon(app, cookie, body)).json());
    expect(retried.coupons.map((coupon) => coupon.id)).toEqual(answer.coupons.map((coupon) => coupon.id));
    expect(await countCoupons(db, userId)).toBe(3);
    expect(await balanceOf(db, userId)).toBe('700.00');

    const [first, second, third] = answer.coupons;
    if (!first || !second || !third) throw new Error('three coupons');
    await finishFootballGame(db, games[0] ?? 0, [
      { home: 1, away: 0 },
      { home: 0, away: 0 },
    ]);
    await settleFinishedGames(db);
    expect(await readCoupon(cookie, first.id)).toMatchObject({ statusId: 1, payout: first.possibleWin });
    expect(await readCoupon(cookie, second.id)).toMatchObject({ statusId: -2, payout: null });

    const offer = await readOffer(app, cookie, second.id);
    expect(offer.couponId).toBe(second.id);
    const sale = await sellNow(app, cookie, second.id);
    expect(await readCoupon(cookie, second.id)).toMatchObject({ statusId: 7 });
    expect(await readCoupon(cookie, third.id)).toMatchObject({ statusId: -2 });
    expect(Number(sale.balance)).toBeGreaterThan(700);
    await expectMoneyConsistent(db, before);
  });

  it('takes nothing when the balance does not cover every bet', async () => {
    const { app, db } = testApp;
    const { userId, cookie } = await createBettor(db, { balance: '250' });
    const games = [await createFootballGame(db), await createFootballGame(db), await createFootballGame(db)];
    const response = await placeCoupon(app, cookie, await couponBody(app, games.map(homeWin), { typeId: 4 }));
    expect(response.statusCode).toBe(402);
    expect(await countCoupons(db, userId)).toBe(0);
    expect(await balanceOf(db, userId)).toBe('250.00');
  });
});
