import { virtualGamesAnswerSchema } from '@betfront/contract/virtual';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { balanceOf, bettingTestAppOfFile, createBettor } from '../betting/betting-test-helpers';
import { testDatabaseKind } from '../db/test-database';
import { expectMoneyConsistent, takeMoneySnapshot } from '../testing/money-consistency';
import { XHR } from '../testing/test-app';
import { scheduleRounds } from './schedule-rounds';
import { settleDueRounds, winningsOf } from './settle-rounds';

const testApp = bettingTestAppOfFile();
const SWEEPERS = 4;

describe('virtual rounds played by several processes at once', () => {
  it('plays a due round once and pays each winning bet once', { timeout: 120_000 }, async () => {
    const { app, db } = testApp;
    const bettors = await Promise.all([1, 2, 3].map(() => createBettor(db, { balance: '100' })));
    const before = await takeMoneySnapshot(db);
    await scheduleRounds(db, new Date());
    const answer = await app.inject({ method: 'GET', url: '/web-api/virtual/games?page=fast-bet&lng=en' });
    // The last coming round closes last, so a slow run does not see it close under its bets.
    const round = virtualGamesAnswerSchema.parse(answer.json()).games[0]?.upcoming.at(-1);
    const half = round?.markets.find((market) => market.id === 'half')?.outcomes ?? [];
    const placed = await Promise.all(
      bettors.flatMap((bettor) =>
        half.map((outcome) =>
          app.inject({
            method: 'POST',
            url: '/web-api/virtual/bets',
            headers: { cookie: bettor.cookie, ...XHR },
            payload: {
              requestId: randomUUID(),
              roundId: round?.id,
              market: 'half',
              outcome: outcome.id,
              odds: outcome.odds,
              stake: '10.00',
            },
          }),
        ),
      ),
    );
    expect(placed.map((response) => response.statusCode)).toEqual(placed.map(() => 200));
    await db.query(
      `update virtual_rounds set closes_at = now() - interval '1 second', settles_at = now() - interval '1 second'
       where id = $1`,
      [round?.id],
    );
    const played = await Promise.all(Array.from({ length: SWEEPERS }, () => settleDueRounds(db)));
    console.log(`[${testDatabaseKind()}] ${SWEEPERS} sweeps at once played ${played.join(' + ')} rounds`);

    const wins = await db.query<{ n: number }>(
      `select count(*)::int as n from ledger_entries where kind = 'win' and reference like 'virtual:%'
       and user_id = any($1::int[]) group by reference`,
      [bettors.map((bettor) => bettor.userId)],
    );
    expect(wins.map((win) => win.n)).toEqual([1, 1, 1]);
    const paid = (80 + Number(winningsOf('10.00', half[0]?.odds ?? ''))).toFixed(2);
    for (const bettor of bettors) expect(await balanceOf(db, bettor.userId)).toBe(paid);
    await expectMoneyConsistent(db, before);
  });
});
