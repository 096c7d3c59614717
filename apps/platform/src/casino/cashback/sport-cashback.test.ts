import { cashbackAnswerSchema, cashbackClaimAnswerSchema } from '@betfront/contract/casino-events';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { balanceOf, bettingTestAppOfFile, createBettor } from '../../betting/betting-test-helpers';
import { placeSingle, settleHomeWin } from '../../bonuses/bonus-test-helpers';
import { expectMoneyConsistent, takeMoneySnapshot } from '../../testing/money-consistency';
import { XHR } from '../../testing/test-app';
import { errorCode } from '../wallet/wallet-test-helpers';

const testApp = bettingTestAppOfFile();

const claim = (app: FastifyInstance, cookie: string) =>
  app.inject({ method: 'POST', url: '/web-api/sport/cashback/claims', headers: { ...XHR, cookie } });

async function readCashback(app: FastifyInstance, cookie: string) {
  const response = await app.inject({ url: '/web-api/sport/cashback', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return cashbackAnswerSchema.parse(response.json());
}

/** Moves the player's settled coupons into last week, the period a claim pays. */
const settleLastWeek = (userId: number) =>
  testApp.db.query(
    `update coupons set settled_at = date_trunc('week', now()) - interval '1 hour'
     where user_id = $1 and status_id >= 0`,
    [userId],
  );

describe('sport cashback', () => {
  it('pays last week’s net loss on settled coupons once, from the bets book', async () => {
    const { app, db } = testApp;
    const player = await createBettor(db, { balance: '10000' });
    const before = await takeMoneySnapshot(db);
    const lost = await placeSingle(app, player.cookie, db, { amount: '300', side: '2' });
    const won = await placeSingle(app, player.cookie, db, { amount: '100', side: '1' });
    await placeSingle(app, player.cookie, db, { amount: '50', side: '2' }); // still open: counts nothing
    await settleHomeWin(db, lost.gameId);
    await settleHomeWin(db, won.gameId);
    const [paid] = await db.query<{ payout: string }>('select payout::text as payout from coupons where id = $1', [
      won.coupon.id,
    ]);
    // The lost coupon's 300 and the won one's 100, less what the win paid back.
    const lossCents = 40_000 - Math.round(Number(paid?.payout) * 100);
    expect(lossCents).toBeGreaterThan(0);
    const loss = (lossCents / 100).toFixed(2);

    const running = await readCashback(app, player.cookie);
    expect(running).toMatchObject({ programme: 'sport', period: 'week', claimable: null, history: [] });
    expect(running.current).toMatchObject({ netLoss: loss, level: 1, rate: '5.00' });
    const early = await claim(app, player.cookie);
    expect([early.statusCode, errorCode(early)]).toEqual([409, 'cashback_nothing_to_claim']);

    await settleLastWeek(player.userId);
    const page = await readCashback(app, player.cookie);
    expect(page.current.netLoss).toBe('0.00');
    const amount = (Math.floor(lossCents * 0.05) / 100).toFixed(2);
    expect(page.claimable).toMatchObject({ netLoss: loss, amount });
    const answers = await Promise.all([1, 2, 3].map(() => claim(app, player.cookie)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const claims = answers.map((answer) => cashbackClaimAnswerSchema.parse(answer.json()).claim);
    expect(new Set(claims.map((one) => one.claimedAt)).size).toBe(1);
    expect(claims[0]).toMatchObject({ amount, level: 1, rate: '5.00', currencyIso: 'RUB' });
    const [entry] = await db.query<{ n: number }>(
      `select count(*)::int as n from ledger_entries e join ledger_postings p on p.entry_id = e.id
       where e.kind = 'cashback' and e.reference like 'cashback:sport:%' and p.house = 'bets' and e.user_id = $1`,
      [player.userId],
    );
    expect(entry?.n).toBe(1);
    const after = await readCashback(app, player.cookie);
    expect([after.claimable, after.history.length]).toEqual([null, 1]);
    await expectMoneyConsistent(db, before);
  });

  it('refuses a visitor and a banned player, and pays nothing without a loss', async () => {
    const { app, db } = testApp;
    const player = await createBettor(db, { balance: '1000' });
    const lost = await placeSingle(app, player.cookie, db, { amount: '500', side: '2' });
    await settleHomeWin(db, lost.gameId);
    await settleLastWeek(player.userId);
    const visitor = await app.inject({ method: 'POST', url: '/web-api/sport/cashback/claims', headers: XHR });
    const visitorPage = await app.inject({ url: '/web-api/sport/cashback' });
    expect([visitor.statusCode, visitorPage.statusCode]).toEqual([401, 401]);
    await db.query('update users set ban_level = 1 where id = $1', [player.userId]);
    const banned = await claim(app, player.cookie);
    expect([banned.statusCode, errorCode(banned)]).toEqual([403, 'player_banned']);
    expect(await balanceOf(db, player.userId)).toBe('500.00');

    const winner = await createBettor(db, { balance: '1000' });
    const won = await placeSingle(app, winner.cookie, db, { amount: '100', side: '1' });
    await settleHomeWin(db, won.gameId);
    await settleLastWeek(winner.userId);
    const nothing = await claim(app, winner.cookie);
    expect([nothing.statusCode, errorCode(nothing)]).toEqual([409, 'cashback_nothing_to_claim']);
    const [rows] = await db.query<{ n: number }>(
      `select count(*)::int as n from casino_cashback_claims where user_id in ($1, $2)`,
      [player.userId, winner.userId],
    );
    expect(rows?.n).toBe(0);
  });
});
