import { cashOutSaleAnswerSchema } from '@betfront/contract/cash-out';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  balanceOf,
  bettingTestAppOfFile,
  createBettor,
  createLiveFootballGame,
  finishFootballGame,
} from '../betting/betting-test-helpers';
import { settleFinishedGames } from '../betting/settle-finished-games';
import { testDatabaseKind } from '../db/test-database';
import { expectMoneyConsistent, takeMoneySnapshot } from '../testing/money-consistency';
import { fromCents, toCents } from './cents';
import { homeWin, placeOn, quoteOf, refusalCode, sell } from './cash-out-test-helpers';

const testApp = bettingTestAppOfFile();
const report = (line: string) => console.log(`[${testDatabaseKind()}] ${line}`);

async function liveSingle() {
  const { app, db } = testApp;
  const bettor = await createBettor(db, { balance: '1000' });
  const before = await takeMoneySnapshot(db);
  const gameId = await createLiveFootballGame(db, { home: 0, away: 0 });
  const coupon = await placeOn(app, bettor.cookie, [homeWin(gameId)], { amount: '100' });
  return { ...bettor, gameId, coupon, before };
}

describe('sales racing each other and settlement', () => {
  it(
    'accepts exactly one of 50 sales of one coupon sent at once, each at its own quote',
    { timeout: 120_000 },
    async () => {
      const { app, db } = testApp;
      const { userId, cookie, coupon, before } = await liveSingle();
      const quotes = [];
      for (let i = 0; i < 50; i += 1) quotes.push((await quoteOf(app, cookie, coupon.id)).quoteId);
      const responses = await Promise.all(
        quotes.map((quoteId, i) =>
          sell(app, cookie, coupon.id, { quoteId, ...(i % 2 === 0 ? {} : { stakePart: '30' }) }),
        ),
      );
      const accepted = responses.filter((response) => response.statusCode === 200);
      const refused = responses.filter((response) => response.statusCode !== 200);
      report(`50 sales of one coupon at once: ${accepted.length} accepted, ${refused.length} refused`);

      expect(accepted).toHaveLength(1);
      expect(refused.map((response) => [response.statusCode, refusalCode(response)])).toEqual(
        refused.map(() => [409, 'quote_stale']),
      );
      const { sale } = cashOutSaleAnswerSchema.parse(accepted[0]?.json());
      expect(await balanceOf(db, userId)).toBe(fromCents(90_000n + toCents(sale.amount)));
      const [entries] = await db.query<{ n: number }>(
        `select count(*)::int as n from ledger_entries where kind = 'cash_out' and user_id = $1`,
        [userId],
      );
      expect(entries?.n).toBe(1);
      await expectMoneyConsistent(db, before);
    },
  );

  it('records one sale for 20 copies of one request sent at once, and answers each with it', async () => {
    const { app, db } = testApp;
    const { userId, cookie, coupon, before } = await liveSingle();
    const { quoteId } = await quoteOf(app, cookie, coupon.id);
    const body = { quoteId, requestId: randomUUID(), stakePart: '40' };
    const responses = await Promise.all(Array.from({ length: 20 }, () => sell(app, cookie, coupon.id, body)));
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));
    const sales = new Set(responses.map((response) => cashOutSaleAnswerSchema.parse(response.json()).sale.id));
    expect(sales.size).toBe(1);
    const [sold] = await db.query<{ sold: string }>('select sold_stake::text as sold from coupons where id = $1', [
      coupon.id,
    ]);
    expect(sold?.sold).toBe('40.00');
    expect(toCents(await balanceOf(db, userId))).toBe(
      90_000n + toCents(cashOutSaleAnswerSchema.parse(responses[0]?.json()).sale.amount),
    );
    await expectMoneyConsistent(db, before);
  });

  it(
    'lets either a sale or settlement close a coupon whose bets have all won, never both',
    { timeout: 120_000 },
    async () => {
      const { app, db } = testApp;
      const outcomes = { sold: 0, settled: 0 };
      for (let round = 0; round < 8; round += 1) {
        const { userId, cookie, coupon, gameId, before } = await liveSingle();
        await finishFootballGame(db, gameId, [
          { home: 1, away: 0 },
          { home: 0, away: 0 },
        ]);
        // The bet has its result; the coupon waits for the sweep that closes it.
        await db.query('update coupon_bets set status_id = 1 where coupon_id = $1', [coupon.id]);
        const { quoteId, offer } = await quoteOf(app, cookie, coupon.id);
        expect(offer.value).toBe(coupon.possibleWin);
        const stakePart = round % 2 === 0 ? {} : { stakePart: '50' };
        const [sale] = await Promise.all([
          sell(app, cookie, coupon.id, { quoteId, ...stakePart }),
          settleFinishedGames(db),
        ]);
        if (sale.statusCode === 200) outcomes.sold += 1;
        else {
          expect([sale.statusCode, refusalCode(sale)]).toEqual([409, 'quote_stale']);
          outcomes.settled += 1;
        }
        await settleFinishedGames(db);
        // However they fell, the player holds the stake back with the win, once.
        expect(await balanceOf(db, userId)).toBe(fromCents(90_000n + toCents(coupon.possibleWin)));
        await expectMoneyConsistent(db, before);
      }
      report(`a sale racing settlement, 8 rounds: sale first ${outcomes.sold}, settlement first ${outcomes.settled}`);
    },
  );
});
