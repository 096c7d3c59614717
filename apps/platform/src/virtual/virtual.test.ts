import {
  placeVirtualBetAnswerSchema,
  virtualBetsAnswerSchema,
  virtualGamesAnswerSchema,
  virtualResultsAnswerSchema,
} from '@betfront/contract/virtual';
import type { PlaceVirtualBetBody, VirtualGame } from '@betfront/contract/virtual';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { balanceOf, bettingTestAppOfFile, createBettor } from '../betting/betting-test-helpers';
import { seededStream } from '../draws/draw-numbers';
import { expectMoneyConsistent, takeMoneySnapshot } from '../testing/money-consistency';
import { ADMIN, XHR } from '../testing/test-app';
import { GAME_KINDS } from './kinds';
import { PLACES_PAID } from './kinds/horses';
import { scheduleRounds } from './schedule-rounds';
import { settleDueRounds, winningsOf } from './settle-rounds';

const testApp = bettingTestAppOfFile();

async function gameOf(app: FastifyInstance, page: string, slug: string, lng = 'en'): Promise<VirtualGame> {
  const response = await app.inject({ method: 'GET', url: `/web-api/virtual/games?page=${page}&lng=${lng}` });
  const game = virtualGamesAnswerSchema.parse(response.json()).games.find((candidate) => candidate.slug === slug);
  if (!game) throw new Error(`The game ${slug} is not on ${page}`);
  return game;
}

function bet(app: FastifyInstance, cookie: string, body: Partial<PlaceVirtualBetBody>) {
  return app.inject({
    method: 'POST',
    url: '/web-api/virtual/bets',
    headers: { cookie, ...XHR },
    payload: { requestId: randomUUID(), ...body },
  });
}

const errorCode = (response: { json(): unknown }) => (response.json() as { error: { code: string } }).error.code;

async function betCount(userId: number): Promise<number> {
  const [row] = await testApp.db.query<{ n: number }>(
    'select count(*)::int as n from virtual_bets where user_id = $1',
    [userId],
  );
  return row?.n ?? 0;
}

async function openRound(slug: string, page = 'virtualsports') {
  await scheduleRounds(testApp.db, new Date());
  const game = await gameOf(testApp.app, page, slug);
  // The last coming round closes last, so a slow run does not see it close under its bets.
  const round = game.upcoming.at(-1);
  if (!round) throw new Error(`No ${slug} round is open`);
  return { game, round };
}

describe('the schedule of virtual rounds', () => {
  it('opens the coming rounds in the job only, never on a read, with odds under the margin', async () => {
    const { app, db } = testApp;
    const empty = await gameOf(app, 'virtualsports', 'football');
    expect(empty.upcoming).toEqual([]);
    expect((await scheduleRounds(db, new Date())).sort()).toEqual(['dice-tv', 'football', 'horses', 'tennis', 'wheel']);
    expect(await scheduleRounds(db, new Date())).toEqual([]);
    const football = await gameOf(app, 'virtualsports', 'football', 'ru');
    expect(football.name).toBe('Виртуальный футбол');
    expect(football.upcoming).toHaveLength(3);
    const [first, second] = football.upcoming;
    expect(Date.parse(second?.closesAt ?? '') - Date.parse(first?.closesAt ?? '')).toBe(180_000);
    expect(Date.parse(first?.settlesAt ?? '') - Date.parse(first?.closesAt ?? '')).toBe(90_000);
    for (const market of first?.markets ?? []) {
      const book = market.outcomes.reduce((sum, outcome) => sum + 1 / Number(outcome.odds), 0);
      expect(book).toBeGreaterThan(1.05);
    }
    const tvGames = virtualGamesAnswerSchema.parse(
      (await app.inject({ method: 'GET', url: '/web-api/virtual/games?page=tvgames&lng=en' })).json(),
    );
    expect(tvGames.games.map((game) => game.slug)).toEqual(['dice-tv']);
  });
});

describe('a bet on a virtual round', () => {
  it('refuses bad bets with a named 4xx and writes nothing', async () => {
    const { app, db } = testApp;
    const bettor = await createBettor(db, { balance: '20' });
    const { round } = await openRound('dice-tv', 'tvgames');
    const first = round.markets[0]?.outcomes[0];
    const good = { roundId: round.id, market: 'sum', outcome: 'under', odds: first?.odds ?? '', stake: '5.00' };
    const { round: match } = await openRound('football');
    const home = match.markets[0]?.outcomes[0];
    const cases: [Partial<PlaceVirtualBetBody>, number, string][] = [
      [{ ...good, roundId: 999_999 }, 404, 'round_not_found'],
      [{ ...good, roundId: match.id, market: 'result', outcome: 'home', odds: home?.odds ?? '' }, 409, 'bet_in_coupon'],
      [{ ...good, outcome: 'nobody' }, 422, 'outcome_not_found'],
      [{ ...good, odds: '99.99' }, 409, 'odds_changed'],
      [{ ...good, stake: '0.50' }, 422, 'stake_below_minimum'],
      [{ ...good, stake: '2000.01' }, 422, 'stake_above_maximum'],
      [{ ...good, stake: '25.00' }, 402, 'insufficient_funds'],
      [{ ...good, stake: '5' }, 400, 'invalid_request'],
    ];
    for (const [body, status, code] of cases) {
      const response = await bet(app, bettor.cookie, body);
      expect([response.statusCode, errorCode(response)]).toEqual([status, code]);
    }
    const visitor = await app.inject({ method: 'POST', url: '/web-api/virtual/bets', headers: XHR, payload: good });
    expect(visitor.statusCode).toBe(401);
    await db.query("update virtual_rounds set closes_at = now() - interval '1 second' where id = $1", [round.id]);
    const closed = await bet(app, bettor.cookie, good);
    expect([closed.statusCode, errorCode(closed)]).toEqual([409, 'round_closed']);
    expect(await betCount(bettor.userId)).toBe(0);
    expect(await balanceOf(db, bettor.userId)).toBe('20.00');
  });

  it('places once for a request sent twice', async () => {
    const { app, db } = testApp;
    const bettor = await createBettor(db, { balance: '20' });
    const { round } = await openRound('dice-tv', 'tvgames');
    const odds = round.markets[0]?.outcomes[1]?.odds ?? '';
    const body = {
      requestId: 'virtual-retry-1',
      roundId: round.id,
      market: 'sum',
      outcome: 'seven',
      odds,
      stake: '4.00',
    };
    const first = await bet(app, bettor.cookie, body);
    const again = await bet(app, bettor.cookie, body);
    expect(placeVirtualBetAnswerSchema.parse(again.json()).bet.id).toBe(
      placeVirtualBetAnswerSchema.parse(first.json()).bet.id,
    );
    const reused = await bet(app, bettor.cookie, { ...body, stake: '5.00' });
    expect([reused.statusCode, errorCode(reused)]).toEqual([409, 'request_id_reused']);
    expect(await balanceOf(db, bettor.userId)).toBe('16.00');
  });

  it('plays the round at its end from a stored seed and pays the winning outcome once', async () => {
    const { app, db } = testApp;
    const bettor = await createBettor(db, { balance: '100' });
    const before = await takeMoneySnapshot(db);
    const { round } = await openRound('dice-tv', 'tvgames');
    const outcomes = round.markets[0]?.outcomes ?? [];
    for (const outcome of outcomes) {
      const placed = await bet(app, bettor.cookie, {
        roundId: round.id,
        market: 'sum',
        outcome: outcome.id,
        odds: outcome.odds,
        stake: '10.00',
      });
      expect(placed.statusCode).toBe(200);
    }
    expect(await balanceOf(db, bettor.userId)).toBe('70.00');
    await settleDueRounds(db);
    expect(await balanceOf(db, bettor.userId)).toBe('70.00');
    // The round is over: its bets closed and its end came.
    await db.query(
      `update virtual_rounds set closes_at = now() - interval '1 second', settles_at = now() - interval '1 second'
       where id = $1`,
      [round.id],
    );
    expect(await settleDueRounds(db)).toBeGreaterThanOrEqual(1);
    expect(await settleDueRounds(db)).toBe(0);

    const game = await gameOf(app, 'tvgames', 'dice-tv');
    const played = game.recent.find((candidate) => candidate.id === round.id);
    const [stored] = await db.query<{ runners: never }>('select runners from virtual_rounds where id = $1', [round.id]);
    expect(played?.result).toEqual(GAME_KINDS.dice.play(stored?.runners ?? [], seededStream(played?.seed ?? '')));
    const winner = played?.result?.winners.find((line) => line.startsWith('sum:'))?.slice('sum:'.length);
    const winningOdds = outcomes.find((outcome) => outcome.id === winner)?.odds ?? '';
    const paid = winningsOf('10.00', winningOdds);
    expect(await balanceOf(db, bettor.userId)).toBe((70 + Number(paid)).toFixed(2));

    const listed = await app.inject({
      method: 'GET',
      url: '/web-api/virtual/bets?page=tvgames&lng=en',
      headers: { cookie: bettor.cookie },
    });
    const payouts = virtualBetsAnswerSchema
      .parse(listed.json())
      .bets.map((settled) => [settled.outcome, settled.payout])
      .sort();
    expect(payouts).toEqual(outcomes.map((outcome) => [outcome.id, outcome.id === winner ? paid : '0.00']).sort());
    await expectMoneyConsistent(db, before);
  });

  it('plays a fast-bet round now through the test command', async () => {
    const { app, db } = testApp;
    const bettor = await createBettor(db, { balance: '50' });
    const before = await takeMoneySnapshot(db);
    await scheduleRounds(db, new Date());
    const wheel = await gameOf(app, 'fast-bet', 'wheel');
    const round = wheel.upcoming[0];
    for (const outcome of round?.markets.find((market) => market.id === 'half')?.outcomes ?? []) {
      await bet(app, bettor.cookie, {
        roundId: round?.id,
        market: 'half',
        outcome: outcome.id,
        odds: outcome.odds,
        stake: '10.00',
      });
    }
    const response = await app.inject({
      method: 'POST',
      url: '/admin-api/test/virtual/wheel/play-now',
      headers: ADMIN,
    });
    expect(response.statusCode, response.body).toBe(200);
    const odds = round?.markets.find((market) => market.id === 'half')?.outcomes[0]?.odds ?? '';
    expect(await balanceOf(db, bettor.userId)).toBe((30 + Number(winningsOf('10.00', odds))).toFixed(2));
    await expectMoneyConsistent(db, before);
  });
});

describe('the results of played rounds', () => {
  const results = async (query: string) =>
    testApp.app.inject({ method: 'GET', url: `/web-api/virtual/results?${query}` });

  it("lists the rounds played on a day of the player's calendar, of every game or of one, latest first", async () => {
    const { db } = testApp;
    const { game: dice, round: diceRound } = await openRound('dice-tv', 'tvgames');
    const { game: wheel, round: wheelRound } = await openRound('wheel', 'fast-bet');
    await db.query(
      `update virtual_rounds set closes_at = now() - interval '2 seconds',
         settles_at = now() - interval '2 seconds' + (id = $2)::int * interval '1 second' where id = any($1)`,
      [[diceRound.id, wheelRound.id], wheelRound.id],
    );
    await settleDueRounds(db);

    const today = virtualResultsAnswerSchema.parse((await results('lng=en')).json());
    const ids = today.rounds.map((round) => round.id);
    expect(ids.indexOf(wheelRound.id)).toBeLessThan(ids.indexOf(diceRound.id));
    expect(today.rounds.find((round) => round.id === diceRound.id)?.result?.score).toHaveLength(2);
    const listed = today.games.find((game) => game.id === dice.id);
    expect(listed).toMatchObject({ slug: 'dice-tv', kind: 'dice', page: 'tvgames', name: dice.name });
    expect(listed?.roundsCount).toBeGreaterThanOrEqual(1);

    const onlyWheel = virtualResultsAnswerSchema.parse((await results(`lng=en&gameId=${wheel.id}`)).json());
    expect(onlyWheel.rounds.every((round) => round.gameId === wheel.id)).toBe(true);
    expect(onlyWheel.rounds.map((round) => round.id)).toContain(wheelRound.id);
    expect(onlyWheel.games.map((game) => game.id)).toEqual(today.games.map((game) => game.id));

    const longAgo = virtualResultsAnswerSchema.parse((await results('lng=en&date=2020-01-01')).json());
    expect(longAgo).toEqual({ date: '2020-01-01', games: [], rounds: [] });
  });

  it('refuses a malformed day or game with a named 400', async () => {
    for (const query of ['date=2026-13-40', 'date=yesterday', 'gameId=0', 'gameId=dice']) {
      const response = await results(query);
      expect(response.statusCode, query).toBe(400);
      expect(errorCode(response), query).toBe('invalid_request');
    }
  });
});

describe('the games', () => {
  it('publishes markets whose chances add up to the places they pay, and plays results that name them', () => {
    for (const [name, kind] of Object.entries(GAME_KINDS)) {
      const random = seededStream('ab'.repeat(32));
      const runners = kind.lineUp(random);
      const markets = kind.markets(runners);
      for (const market of markets) {
        const total = market.outcomes.reduce((sum, outcome) => sum + outcome.probability, 0);
        const places = market.id === 'place' ? PLACES_PAID : 1;
        expect(total, `${name} ${market.id}`).toBeCloseTo(places, 6);
      }
      const result = kind.play(runners, random);
      expect(result.winners.map((line) => line.split(':')[0]).sort()).toEqual(
        markets.flatMap((market) => Array<string>(market.id === 'place' ? PLACES_PAID : 1).fill(market.id)).sort(),
      );
    }
  });
});
