import {
  betHistoryAnswerSchema,
  betHistoryClearAnswerSchema,
  betHistoryMailAnswerSchema,
  placeCouponAnswerSchema,
} from '@betfront/contract/bets';
import { describe, expect, it } from 'vitest';
import { listOutboxMessages } from '../../outbox/outbox-repository';
import { XHR } from '../../testing/test-app';
import {
  bettingTestAppOfFile,
  couponBody,
  createBettor,
  createFootballGame,
  finishFootballGame,
  placeCoupon,
} from '../betting-test-helpers';
import { settleFinishedGames } from '../settle-finished-games';

const testApp = bettingTestAppOfFile();
const today = () => new Date().toISOString().slice(0, 10);

/** A player with one settled (won) coupon and one open coupon, both placed today. */
async function playerWithTwoCoupons() {
  const { app, db } = testApp;
  const player = await createBettor(db, { balance: '1000' });
  const [finished, upcoming] = [await createFootballGame(db), await createFootballGame(db)];
  const place = async (gameId: number) =>
    placeCouponAnswerSchema.parse(
      (await placeCoupon(app, player.cookie, await couponBody(app, [`${gameId}:game:winner3::1`]))).json(),
    ).coupon;
  const settled = await place(finished);
  const open = await place(upcoming);
  await finishFootballGame(db, finished, [
    { home: 1, away: 0 },
    { home: 1, away: 0 },
  ]);
  await settleFinishedGames(db);
  return { ...player, settledId: settled.id, openId: open.id };
}

const post = (path: string, cookie: string, payload: object) =>
  testApp.app.inject({ method: 'POST', url: `/web-api/bets/history/${path}`, headers: { ...XHR, cookie }, payload });

const historyIds = async (cookie: string) =>
  betHistoryAnswerSchema
    .parse((await testApp.app.inject({ url: '/web-api/bets/history?lng=en', headers: { cookie } })).json())
    .coupons.map((coupon) => coupon.id);

describe('the bet history by e-mail', () => {
  it('sends the coupons of the period in the reader’s language, once the player has an address', async () => {
    const { db } = testApp;
    const { userId, cookie, settledId, openId } = await playerWithTwoCoupons();
    const body = { from: today(), to: today(), lng: 'ru' };
    const missing = await post('mail', cookie, body);
    expect([missing.statusCode, missing.json().error.code]).toEqual([409, 'email_missing']);

    const email = `history${userId}@example.com`;
    await db.query('update users set email = $2 where id = $1', [userId, email]);
    const sent = betHistoryMailAnswerSchema.parse((await post('mail', cookie, body)).json());
    expect(sent).toEqual({ sentTo: email, coupons: 2 });
    const [letter] = await listOutboxMessages(db, email);
    expect(letter?.subject).toBe(`История ставок с ${today()} по ${today()}`);
    expect(letter?.body).toContain(`№ ${settledId} — Ординар — 100.00 RUB`);
    expect(letter?.body).toContain(`№ ${openId} — Ординар`);
    expect(letter?.body).toContain('Не рассчитана');
  });

  it('refuses a period that ends before it starts, or longer than a year, and another player’s account', async () => {
    const { cookie } = await createBettor(testApp.db);
    const backwards = await post('mail', cookie, { from: '2026-05-02', to: '2026-05-01', lng: 'en' });
    expect([backwards.statusCode, backwards.json().error.code]).toEqual([400, 'invalid_period']);
    const long = await post('mail', cookie, { from: '2024-01-01', to: '2025-06-01', lng: 'en' });
    expect([long.statusCode, long.json().error.code]).toEqual([400, 'period_too_long']);
    const other = await createBettor(testApp.db);
    const [otherAccount] = await testApp.db.query<{ id: number }>('select id from accounts where user_id = $1', [
      other.userId,
    ]);
    const foreign = await post('mail', cookie, { from: today(), to: today(), lng: 'en', accountId: otherAccount?.id });
    expect([foreign.statusCode, foreign.json().error.code]).toEqual([404, 'account_not_found']);
  });
});

describe('clearing the bet history', () => {
  it('hides the settled coupons up to the day and keeps the open ones, once', async () => {
    const { cookie, settledId, openId } = await playerWithTwoCoupons();
    expect(await historyIds(cookie)).toEqual([openId, settledId]);
    const cleared = betHistoryClearAnswerSchema.parse((await post('clear', cookie, { through: today() })).json());
    expect(cleared).toEqual({ hidden: 1 });
    expect(await historyIds(cookie)).toEqual([openId]);
    expect(betHistoryClearAnswerSchema.parse((await post('clear', cookie, { through: today() })).json())).toEqual({
      hidden: 0,
    });
  });

  it('hides nothing placed after the day, and refuses a malformed day', async () => {
    const { cookie, settledId, openId } = await playerWithTwoCoupons();
    expect((await post('clear', cookie, { through: '2020-01-01' })).json()).toEqual({ hidden: 0 });
    expect(await historyIds(cookie)).toEqual([openId, settledId]);
    expect((await post('clear', cookie, { through: 'yesterday' })).statusCode).toBe(400);
  });
});
