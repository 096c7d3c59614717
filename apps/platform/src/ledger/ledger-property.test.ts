import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  balanceOf,
  bettingTestAppOfFile,
  createBettor,
  createFootballGame,
  finishFootballGame,
  placeCoupon,
  readGame,
} from '../betting/betting-test-helpers';
import { settleFinishedGames } from '../betting/settle-finished-games';
import { XHR } from '../testing/test-app';
import { grantMoney } from './ledger-test-helpers';
import { verifyLedger } from './verify-ledger';

const platform = bettingTestAppOfFile();

const GAMES = 3;
const goals = fc.integer({ min: 0, max: 4 });
const command = fc.oneof(
  fc.record({
    t: fc.constant('place' as const),
    game: fc.nat(GAMES - 1),
    pick: fc.nat(),
    stake: fc.integer({ min: 10, max: 400 }),
  }),
  fc.record({ t: fc.constant('retry' as const) }),
  fc.record({ t: fc.constant('settle' as const), game: fc.nat(GAMES - 1), home: goals, away: goals }),
  fc.record({ t: fc.constant('adjust' as const), amount: fc.integer({ min: 1, max: 300 }) }),
  fc.record({ t: fc.constant('drain' as const) }),
  fc.record({ t: fc.constant('convert' as const), currencyId: fc.constantFrom(1, 2) }),
);
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

interface Run {
  userId: number;
  cookie: string;
  gameIds: number[];
  finished: Set<number>;
  lastBody: unknown;
}

async function pickSelection(gameId: number, pick: number): Promise<{ id: string; coef: string } | null> {
  const offered = (await readGame(platform.app, gameId)).markets.flatMap((market) => market.selections);
  const selection = offered.filter((item) => item.coef !== null)[pick % Math.max(offered.length, 1)];
  return selection?.coef ? { id: selection.id, coef: selection.coef } : null;
}

async function finish(run: Run, game: number, home: number, away: number): Promise<void> {
  const gameId = run.gameIds[game] ?? 0;
  if (run.finished.has(gameId)) return;
  run.finished.add(gameId);
  await finishFootballGame(platform.db, gameId, [
    { home: Math.floor(home / 2), away: Math.floor(away / 2) },
    { home: home - Math.floor(home / 2), away: away - Math.floor(away / 2) },
  ]);
  await settleFinishedGames(platform.db);
}

async function apply(run: Run, step: Command): Promise<void> {
  switch (step.t) {
    case 'place': {
      const gameId = run.gameIds[step.game] ?? 0;
      const selection = run.finished.has(gameId) ? null : await pickSelection(gameId, step.pick);
      if (!selection) return;
      run.lastBody = {
        requestId: randomUUID(),
        typeId: 0,
        amount: String(step.stake),
        bets: [selection],
        changeCoefAction: 1,
      };
      const response = await placeCoupon(platform.app, run.cookie, run.lastBody);
      expect([200, 402, 409]).toContain(response.statusCode);
      return;
    }
    case 'retry':
      if (run.lastBody) await placeCoupon(platform.app, run.cookie, run.lastBody);
      return;
    case 'settle':
      return finish(run, step.game, step.home, step.away);
    case 'adjust':
      return grantMoney(platform.db, { userId: run.userId, type: 0 }, String(step.amount));
    case 'drain': {
      const balance = await balanceOf(platform.db, run.userId);
      if (Number(balance) > 0) await grantMoney(platform.db, { userId: run.userId, type: 0 }, `-${balance}`);
      return;
    }
    case 'convert': {
      const response = await platform.app.inject({
        method: 'POST',
        url: '/web-api/office/account/convert-main',
        payload: { currency_id: step.currencyId },
        headers: { ...XHR, cookie: run.cookie },
      });
      expect([200, 409]).toContain(response.statusCode);
    }
  }
}

/** What the coupons and the adjustments say the balance must be, read apart from the ledger's postings. */
async function expectedBalance(userId: number): Promise<string> {
  const rows = await platform.db.query<{ expected: string }>(
    `select ((select coalesce(sum(p.amount), 0) from ledger_postings p join ledger_entries e on e.id = p.entry_id
              where e.user_id = $1 and e.kind in ('opening', 'adjustment') and p.account_id is not null)
           - (select coalesce(sum(total_stake), 0) from coupons where user_id = $1)
           + (select coalesce(sum(payout), 0) from coupons where user_id = $1))::numeric(20, 2)::text as expected`,
    [userId],
  );
  return rows[0]?.expected ?? 'none';
}

describe('the ledger under random placements, retries, settlements, adjustments and conversions', () => {
  it('explains every balance, pays each coupon once and never goes below zero', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 4, maxLength: 12 }), async (steps) => {
        const player = await createBettor(platform.db, { balance: '500' });
        const gameIds: number[] = [];
        for (let index = 0; index < GAMES; index += 1) gameIds.push(await createFootballGame(platform.db));
        const run: Run = { ...player, gameIds, finished: new Set(), lastBody: null };
        for (const step of steps) await apply(run, step);
        for (let game = 0; game < GAMES; game += 1) await finish(run, game, 1, 1);

        expect((await verifyLedger(platform.db)).problems).toEqual([]);
        expect(await balanceOf(platform.db, run.userId)).toBe(await expectedBalance(run.userId));
        const [open] = await platform.db.query<{ n: number }>(
          'select count(*)::int as n from coupons where user_id = $1 and status_id = -2',
          [run.userId],
        );
        expect(open?.n).toBe(0);
      }),
      // A fixed seed: the same sequences on every run and on both databases, so the checks after them hold.
      { numRuns: 8, seed: 20_261_125 },
    );
    const [made] = await platform.db.query<{ placed: number; paid: number; converted: number }>(
      `select (select count(*)::int from coupons) as placed, (select count(*)::int from coupons where payout > 0) as paid`,
    );
    expect(made?.placed).toBeGreaterThan(0);
    expect(made?.paid).toBeGreaterThan(0);
  });
});
