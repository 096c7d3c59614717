import { betLimitsAnswerSchema, openedCouponsAnswerSchema, placeCouponAnswerSchema } from '@betfront/contract/bets';
import { virtualGamesAnswerSchema } from '@betfront/contract/virtual';
import type { VirtualGame, VirtualRound } from '@betfront/contract/virtual';
import { COUPON_TYPE } from '@betfront/coupon';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  balanceOf,
  bettingTestAppOfFile,
  countCoupons,
  createBettor,
  placeCoupon,
} from '../betting/betting-test-helpers';
import { settleFinishedGames } from '../betting/settle-finished-games';
import { seededStream } from '../draws/draw-numbers';
import { expectMoneyConsistent, takeMoneySnapshot } from '../testing/money-consistency';
import { XHR } from '../testing/test-app';
import { GAME_KINDS } from './kinds';
import { scheduleRounds } from './schedule-rounds';
import { settleDueRounds } from './settle-rounds';

const testApp = bettingTestAppOfFile();

async function openMatches(
  slug: 'football' | 'tennis' | 'horses',
): Promise<{ game: VirtualGame; rounds: VirtualRound[] }> {
  await scheduleRounds(testApp.db, new Date());
  const response = await testApp.app.inject({ method: 'GET', url: '/web-api/virtual/games?page=virtualsports&lng=en' });
  const game = virtualGamesAnswerSchema.parse(response.json()).games.find((candidate) => candidate.slug === slug);
  if (!game || game.upcoming.length < 2) throw new Error(`No ${slug} rounds are open`);
  return { game, rounds: game.upcoming };
}

/** The coupon's pick of an outcome of a round: its selection id and the odds published. */
function pickOf(round: VirtualRound | undefined, market: string, outcome: string) {
  const found = round?.markets.find((candidate) => candidate.id === market)?.outcomes.find((o) => o.id === outcome);
  if (!found?.selectionId) throw new Error(`The round has no coupon selection ${market}:${outcome}`);
  return { id: found.selectionId, coef: found.odds, winner: `${market}:${outcome}` };
}

/** Ends the rounds now: their bets close and the game's job plays them. */
async function playNow(rounds: readonly (VirtualRound | undefined)[]): Promise<void> {
  await testApp.db.query(
    `update virtual_rounds set closes_at = now() - interval '2 seconds', settles_at = now() - interval '1 second'
     where id = any($1::bigint[])`,
    [rounds.map((round) => round?.id)],
  );
  await settleDueRounds(testApp.db);
}

const errorCode = (response: { json(): unknown }) => (response.json() as { error: { code: string } }).error.code;

async function roundWinners(roundId: number | undefined): Promise<string[]> {
  const [row] = await testApp.db.query<{ winners: string[] }>(
    `select result -> 'winners' as winners from virtual_rounds where id = $1`,
    [roundId],
  );
  return row?.winners ?? [];
}

describe('virtual matches in the coupon', () => {
  it('places an express of two matches and settles it through the sportsbook once they are played', async () => {
    const { app, db } = testApp;
    const bettor = await createBettor(db, { balance: '100' });
    const before = await takeMoneySnapshot(db);
    const football = await openMatches('football');
    const tennis = await openMatches('tennis');
    const picks = [pickOf(football.rounds[0], 'result', 'home'), pickOf(tennis.rounds[0], 'winner', 'first')];
    const placed = await placeCoupon(app, bettor.cookie, {
      requestId: randomUUID(),
      typeId: COUPON_TYPE.express,
      amount: '30',
      bets: picks.map(({ id, coef }) => ({ id, coef })),
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const coupon = placeCouponAnswerSchema.parse(placed.json()).coupon;
    expect(coupon.bets.map((bet) => [bet.champName, bet.kind])).toEqual([
      ['Виртуальный футбол', 'winner3'],
      ['Виртуальный теннис', 'winner2'],
    ]);
    expect(await balanceOf(db, bettor.userId)).toBe('70.00');
    const opened = await app.inject({ url: '/web-api/bets/opened?lng=en', headers: { cookie: bettor.cookie } });
    const [listed] = openedCouponsAnswerSchema.parse(opened.json()).coupons;
    expect(listed?.bets.map((bet) => [bet.sportName, bet.champName, bet.home])).toEqual([
      ['Football', 'Virtual football', football.rounds[0]?.runners[0]?.name],
      ['Tennis', 'Virtual tennis', tennis.rounds[0]?.runners[0]?.name],
    ]);

    await playNow([football.rounds[0], tennis.rounds[0]]);
    await settleFinishedGames(db);
    const winners = [...(await roundWinners(football.rounds[0]?.id)), ...(await roundWinners(tennis.rounds[0]?.id))];
    const legsWon = picks.map((pick) => winners.includes(pick.winner));
    const bets = await db.query<{ statusId: number }>(
      'select status_id as "statusId" from coupon_bets where coupon_id = $1 order by position',
      [coupon.id],
    );
    expect(bets.map((bet) => bet.statusId)).toEqual(legsWon.map((won) => (won ? 1 : 0)));
    const [settled] = await db.query<{ payout: string }>('select payout::text from coupons where id = $1', [coupon.id]);
    const payout = legsWon.every(Boolean) ? coupon.possibleWin : '0.00';
    expect(settled?.payout).toBe(payout);
    expect(await balanceOf(db, bettor.userId)).toBe((70 + Number(payout)).toFixed(2));
    expect((await settleFinishedGames(db)).coupons).toBe(0);
    await expectMoneyConsistent(db, before);
  });

  it('takes every coupon type: a system of three matches and many singles of one match', async () => {
    const { app, db } = testApp;
    const bettor = await createBettor(db, { balance: '500' });
    const football = await openMatches('football');
    const tennis = await openMatches('tennis');
    const three = [
      pickOf(football.rounds[0], 'total', 'over'),
      pickOf(football.rounds[1], 'result', 'draw'),
      pickOf(tennis.rounds[0], 'sets', '2-1'),
    ].map(({ id, coef }) => ({ id, coef }));
    const system = await placeCoupon(app, bettor.cookie, {
      requestId: randomUUID(),
      typeId: COUPON_TYPE.system,
      systemValue: 2,
      amount: '30',
      bets: three,
    });
    expect(system.statusCode, system.body).toBe(200);
    const systemStake = Number(placeCouponAnswerSchema.parse(system.json()).coupon.totalStake);
    const oneMatch = [pickOf(football.rounds[0], 'result', 'home'), pickOf(football.rounds[0], 'total', 'under')];
    const singles = await placeCoupon(app, bettor.cookie, {
      requestId: randomUUID(),
      typeId: COUPON_TYPE.manySingles,
      amount: '30',
      bets: oneMatch.map(({ id, coef }) => ({ id, coef })),
    });
    expect(singles.statusCode, singles.body).toBe(200);
    expect(placeCouponAnswerSchema.parse(singles.json()).coupon.totalStake).toBe('60.00');
    expect(await balanceOf(db, bettor.userId)).toBe((500 - systemStake - 60).toFixed(2));
  });

  it('refuses a pick of a match that has started or been played, or two picks of one match, and writes nothing', async () => {
    const { app, db } = testApp;
    const bettor = await createBettor(db, { balance: '100' });
    const before = await takeMoneySnapshot(db);
    const football = await openMatches('football');
    const [first, second] = football.rounds;
    const express = (bets: { id: string; coef: string }[]) =>
      placeCoupon(app, bettor.cookie, { requestId: randomUUID(), typeId: COUPON_TYPE.express, amount: '30', bets });
    const home = pickOf(first, 'result', 'home');
    const over = pickOf(first, 'total', 'over');
    const draw = pickOf(second, 'result', 'draw');

    const sameMatch = await express([home, over].map(({ id, coef }) => ({ id, coef })));
    expect([sameMatch.statusCode, errorCode(sameMatch)]).toEqual([409, 'dependent_selections']);

    await db.query(`update virtual_rounds set closes_at = now() - interval '1 second' where id = $1`, [first?.id]);
    const started = await express([home, draw].map(({ id, coef }) => ({ id, coef })));
    expect([started.statusCode, errorCode(started)]).toEqual([409, 'game_started']);

    await playNow([first]);
    const played = await express([home, draw].map(({ id, coef }) => ({ id, coef })));
    expect([played.statusCode, errorCode(played)]).toEqual([409, 'game_finished']);

    const gone = await express([{ id: '900000999999:game:winner3::1', coef: '2.00' }]);
    expect([gone.statusCode, errorCode(gone)]).toEqual([409, 'selection_unknown']);

    expect(await countCoupons(db, bettor.userId)).toBe(0);
    expect(await balanceOf(db, bettor.userId)).toBe('100.00');
    await expectMoneyConsistent(db, before);
  });

  it('takes a race as singles and in an express, and settles it from the stored seed by the finishing order', async () => {
    const { app, db } = testApp;
    const bettor = await createBettor(db, { balance: '500' });
    const before = await takeMoneySnapshot(db);
    const horses = await openMatches('horses');
    const football = await openMatches('football');
    const race = horses.rounds[0];
    const picks = [pickOf(race, 'winner', '1'), pickOf(race, 'place', '1'), pickOf(race, 'place', '4')];
    const singles = await placeCoupon(app, bettor.cookie, {
      requestId: randomUUID(),
      typeId: COUPON_TYPE.manySingles,
      amount: '20',
      bets: picks.map(({ id, coef }) => ({ id, coef })),
    });
    expect(singles.statusCode, singles.body).toBe(200);
    const withMatch = [pickOf(race, 'winner', '2'), pickOf(football.rounds[0], 'result', 'away')];
    const express = await placeCoupon(app, bettor.cookie, {
      requestId: randomUUID(),
      typeId: COUPON_TYPE.express,
      amount: '10',
      bets: withMatch.map(({ id, coef }) => ({ id, coef })),
    });
    expect(express.statusCode, express.body).toBe(200);
    const expressCoupon = placeCouponAnswerSchema.parse(express.json()).coupon;
    expect(await balanceOf(db, bettor.userId)).toBe('430.00');
    const slip = await app.inject({
      method: 'POST',
      url: '/web-api/virtual/bets',
      headers: { cookie: bettor.cookie, ...XHR },
      payload: {
        requestId: randomUUID(),
        roundId: race?.id,
        market: 'winner',
        outcome: '1',
        odds: picks[0]?.coef,
        stake: '5.00',
      },
    });
    expect([slip.statusCode, errorCode(slip)]).toEqual([409, 'bet_in_coupon']);

    const opened = await app.inject({ url: '/web-api/bets/opened?lng=en', headers: { cookie: bettor.cookie } });
    const raceBets = openedCouponsAnswerSchema
      .parse(opened.json())
      .coupons.flatMap((coupon) => coupon.bets)
      .filter((bet) => bet.kind.startsWith('race-'));
    expect(raceBets[0]).toMatchObject({ sportName: 'Horse racing', champName: 'Virtual horse racing', away: '' });
    expect(raceBets.map((bet) => bet.home).sort()).toEqual(
      ['1', '1', '4', '2'].map((number) => `${number}. ${race?.runners[Number(number) - 1]?.name}`).sort(),
    );

    await playNow([race, football.rounds[0]]);
    const [played] = await db.query<{ seed: string; runners: never; result: { order: number[]; winners: string[] } }>(
      'select seed, runners, result from virtual_rounds where id = $1',
      [race?.id],
    );
    expect(played?.result).toEqual(GAME_KINDS.horses.play(played?.runners ?? [], seededStream(played?.seed ?? '')));
    const order = played?.result.order ?? [];
    const place = (number: string) => order.indexOf(Number(number) - 1) + 1;
    await Promise.all([settleFinishedGames(db), settleFinishedGames(db)]);
    const statuses = await db.query<{ code: string; kind: string; statusId: number; score: unknown }>(
      `select b.code, b.kind, b.status_id as "statusId", b.score from coupon_bets b
       where b.game_id = $1 order by b.coupon_id, b.position`,
      [900_000_000_000 + (race?.id ?? 0)],
    );
    expect(statuses.map(({ code, kind, statusId, score }) => [code, kind, statusId, score])).toEqual([
      ['1', 'race-winner', place('1') === 1 ? 1 : 0, null],
      ['1', 'race-place', place('1') <= 2 ? 1 : 0, null],
      ['4', 'race-place', place('4') <= 2 ? 1 : 0, null],
      ['2', 'race-winner', place('2') === 1 ? 1 : 0, null],
    ]);
    const wins = await db.query<{ n: number }>(
      `select count(*)::int as n from ledger_entries where user_id = $1 and kind in ('win', 'refund') group by reference`,
      [bettor.userId],
    );
    expect(wins.every((win) => win.n === 1)).toBe(true);
    const [settled] = await db.query<{ payout: string }>('select payout::text from coupons where id = $1', [
      expressCoupon.id,
    ]);
    const footballWon = (await roundWinners(football.rounds[0]?.id)).includes('result:away');
    expect(settled?.payout).toBe(place('2') === 1 && footballWon ? expressCoupon.possibleWin : '0.00');
    await expectMoneyConsistent(db, before);
  });

  it('keeps a coupon with a virtual pick within the game’s own stake limits, refusing any other and writing nothing', async () => {
    const { app, db } = testApp;
    const bettor = await createBettor(db, { balance: '500' });
    const before = await takeMoneySnapshot(db);
    await db.query("update virtual_games set min_stake = 20, max_stake = 50 where slug = 'football'");
    try {
      const limits = await app.inject({ url: '/web-api/bets/limits', headers: { cookie: bettor.cookie } });
      expect(betLimitsAnswerSchema.parse(limits.json()).virtualLimits).toContainEqual({
        sportId: 1,
        minBetAmount: '20.00',
        maxBetAmount: '50.00',
      });
      const football = await openMatches('football');
      const tennis = await openMatches('tennis');
      // The rounds after the next ones: the next ones may close while a loaded machine runs the cases below.
      const bets = [pickOf(football.rounds[1], 'result', 'home'), pickOf(tennis.rounds[1], 'winner', 'first')];
      const express = (amount: string, picks = bets) =>
        placeCoupon(app, bettor.cookie, {
          requestId: randomUUID(),
          typeId: picks.length === 1 ? COUPON_TYPE.single : COUPON_TYPE.express,
          amount,
          bets: picks.map(({ id, coef }) => ({ id, coef })),
        });
      const cases: [string, string, object][] = [
        ['15', 'virtual_stake_below_minimum', { minAmount: '20.00' }],
        ['50.01', 'virtual_stake_above_maximum', { maxAmount: '50.00' }],
        ['5000', 'virtual_stake_above_maximum', { maxAmount: '50.00' }],
      ];
      for (const [amount, code, details] of cases) {
        const refused = await express(amount);
        expect([refused.statusCode, refused.json()]).toEqual([
          422,
          { error: expect.objectContaining({ code, ...details }) },
        ]);
      }
      expect(await countCoupons(db, bettor.userId)).toBe(0);
      expect(await balanceOf(db, bettor.userId)).toBe('500.00');
      // The tennis match keeps its own limits; the football match takes a stake within its.
      expect((await express('60', bets.slice(1))).statusCode).toBe(200);
      expect((await express('50')).statusCode).toBe(200);
      expect(await balanceOf(db, bettor.userId)).toBe('390.00');
    } finally {
      await db.query("update virtual_games set min_stake = 1, max_stake = 5000 where slug = 'football'");
    }
    await expectMoneyConsistent(db, before);
  });
});
