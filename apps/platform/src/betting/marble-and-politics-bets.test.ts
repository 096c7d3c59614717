import { placeCouponAnswerSchema } from '@betfront/contract/bets';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../sportsbook/catalogue/random';
import { createLiveSimulator } from '../sportsbook/simulation/live-simulator';
import { expectMoneyConsistent, takeMoneySnapshot } from '../testing/money-consistency';
import {
  balanceOf,
  bettingTestAppOfFile,
  couponBody,
  createBettor,
  createGameOfSport,
  placeCoupon,
  readGame,
} from './betting-test-helpers';
import { settleFinishedGames } from './settle-finished-games';

const DAY_MS = 86_400_000;
const started = bettingTestAppOfFile();

/** The game's date comes: the platform starts it in play, plays it to its end and writes its result. */
async function playAtItsDate(gameId: number): Promise<void> {
  const { db } = started;
  await db.query(`update sb_games set start_at = now() - interval '1 minute' where id = $1`, [gameId]);
  const simulator = createLiveSimulator({
    db,
    random: seededRandom(gameId),
    now: () => Date.now(),
    gameMinutesPerSecond: 1,
    minimumLiveGames: 0,
  });
  await simulator.persist();
  expect(await simulator.finishNow(gameId)).toBe(true);
}

const cases = [
  { sport: 'politics', startsIn: 90 * DAY_MS, market: 'winner2', codes: ['1', '2'] },
  { sport: 'marble-racing', startsIn: 10 * 60_000, market: 'winner2', codes: ['1', '2'] },
  { sport: 'marble-football', startsIn: 10 * 60_000, market: 'winner3', codes: ['1', 'X', '2'] },
];

describe('bets on marble games and political events', () => {
  it.each(cases)('places a single on $sport and pays it exactly once its result is in', async (spec) => {
    const { app, db } = started;
    const { userId, cookie } = await createBettor(db, { balance: '1000' });
    const before = await takeMoneySnapshot(db);
    const gameId = await createGameOfSport(db, spec.sport, { startAt: new Date(Date.now() + spec.startsIn) });
    const game = await readGame(app, gameId);
    const winner = game.markets.find((market) => market.kind === spec.market);
    expect(winner?.selections.map((selection) => selection.code)).toEqual(spec.codes);
    const selectionId = `${gameId}:game:${spec.market}::1`;

    const placed = await placeCoupon(app, cookie, await couponBody(app, [selectionId], { amount: '100' }));
    expect(placed.statusCode).toBe(200);
    const coupon = placeCouponAnswerSchema.parse(placed.json()).coupon;
    expect(await balanceOf(db, userId)).toBe('900.00');

    await playAtItsDate(gameId);
    await settleFinishedGames(db);
    const [result] = await db.query<{ status: string; home: number; away: number }>(
      `select status, (select sum((p->>'home')::int) from jsonb_array_elements(progress->'periodScores') p) as home,
              (select sum((p->>'away')::int) from jsonb_array_elements(progress->'periodScores') p) as away
       from sb_games where id = $1`,
      [gameId],
    );
    expect(result?.status).toBe('finished');
    const homeWon = Number(result?.home) > Number(result?.away);
    const payoutCents = homeWon ? Math.round(Number(coupon.coef) * 100) * 100 : 0;
    expect(await balanceOf(db, userId)).toBe(((90_000 + payoutCents) / 100).toFixed(2));
    await settleFinishedGames(db);
    expect(await balanceOf(db, userId)).toBe(((90_000 + payoutCents) / 100).toFixed(2));
    await expectMoneyConsistent(db, before);
  });
});
