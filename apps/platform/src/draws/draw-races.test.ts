import { buyTicketAnswerSchema } from '@betfront/contract/draws';
import { describe, expect, it } from 'vitest';
import { ADMIN_ACTIONS } from '../admin/admin-actions';
import { balanceOf, bettingTestAppOfFile, createBettor } from '../betting/betting-test-helpers';
import { testDatabaseKind } from '../db/test-database';
import { expectMoneyConsistent, takeMoneySnapshot } from '../testing/money-consistency';
import { buy, lotteryOf, SURE_LOTTERY } from './draw-test-helpers';
import { runDueDraws } from './run-draws';

const testApp = bettingTestAppOfFile();
const SWEEPERS = 4;

describe('draws swept by several processes at once', () => {
  it('runs each due draw once and pays each ticket once', { timeout: 120_000 }, async () => {
    const { app, db } = testApp;
    await ADMIN_ACTIONS.lotterySet.run({ db, nowSeconds: 0 }, SURE_LOTTERY);
    const bettors = await Promise.all([1, 2, 3].map(() => createBettor(db, { balance: '300' })));
    const before = await takeMoneySnapshot(db);
    const drawIds = new Set<number>();
    for (let round = 0; round < 3; round += 1) {
      const lottery = await lotteryOf(app, SURE_LOTTERY.slug);
      drawIds.add(lottery.nextDraw.id);
      for (const bettor of bettors) {
        const response = await buy(app, bettor.cookie, {
          drawId: lottery.nextDraw.id,
          numbers: [1, 2, 3],
          stake: '30.00',
        });
        buyTicketAnswerSchema.parse(response.json());
      }
      // The draw is closed early, so the next round's tickets go to the next draw.
      await db.query('update lottery_draws set closes_at = now() where id = $1', [lottery.nextDraw.id]);
    }
    const later = new Date(Date.now() + 30 * 86_400_000);
    const ran = await Promise.all(Array.from({ length: SWEEPERS }, () => runDueDraws(db, later)));
    console.log(`[${testDatabaseKind()}] ${SWEEPERS} sweeps at once ran ${ran.join(' + ')} draws`);

    const [drawn] = await db.query<{ n: number }>(
      'select count(*)::int as n from lottery_draws where id = any($1::bigint[]) and numbers is not null',
      [[...drawIds]],
    );
    expect(drawn?.n).toBe(3);
    const wins = await db.query<{ reference: string; n: number }>(
      `select reference, count(*)::int as n from ledger_entries
       where kind = 'win' and reference like 'lotto:%' and user_id = any($1::int[]) group by reference`,
      [bettors.map((bettor) => bettor.userId)],
    );
    expect(wins).toHaveLength(9);
    expect(wins.every((win) => win.n === 1)).toBe(true);
    for (const bettor of bettors) expect(await balanceOf(db, bettor.userId)).toBe('360.00');
    await expectMoneyConsistent(db, before);
  });
});
