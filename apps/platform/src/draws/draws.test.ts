import {
  buyTicketAnswerSchema,
  lotteriesAnswerSchema,
  pastDrawsAnswerSchema,
  ticketsAnswerSchema,
} from '@betfront/contract/draws';
import { describe, expect, it } from 'vitest';
import { ADMIN_ACTIONS } from '../admin/admin-actions';
import { balanceOf, bettingTestAppOfFile, createBettor } from '../betting/betting-test-helpers';
import { expectMoneyConsistent, takeMoneySnapshot } from '../testing/money-consistency';
import { ADMIN, XHR } from '../testing/test-app';
import { completedLines } from './bingo-card';
import { drawNumbers } from './draw-numbers';
import { scheduleDraws } from './draw-schedule';
import { runDueDraws } from './run-draws';
import { buy, errorCode, lotteryOf, SURE_LOTTERY } from './draw-test-helpers';

const testApp = bettingTestAppOfFile();
const LATER = () => new Date(Date.now() + 2 * 86_400_000);

async function sureLottery() {
  const { db } = testApp;
  await ADMIN_ACTIONS.lotterySet.run({ db, nowSeconds: 0 }, SURE_LOTTERY);
  return lotteryOf(testApp.app, SURE_LOTTERY.slug);
}

async function ticketCount(userId: number): Promise<number> {
  const [row] = await testApp.db.query<{ n: number }>(
    'select count(*)::int as n from lottery_tickets where user_id = $1',
    [userId],
  );
  return row?.n ?? 0;
}

describe('the lottery catalogue', () => {
  it('creates no draw on a read: the draws job opens them, and the catalogue then shows them', async () => {
    const countDraws = async () =>
      (await testApp.db.query<{ n: number }>('select count(*)::int as n from lottery_draws'))[0]?.n;
    const before = await countDraws();
    await testApp.app.inject({ method: 'GET', url: '/web-api/lotto/lotteries?lng=en' });
    expect(await countDraws()).toBe(before);
    const opened = await scheduleDraws(testApp.db, new Date());
    expect(await countDraws()).toBeGreaterThan(before ?? 0);
    expect(await scheduleDraws(testApp.db, new Date())).toEqual([]);
    expect(opened.length).toBeGreaterThan(0);
  });

  it('lists the seeded lotteries with their next draw and prize table, in the language asked for', async () => {
    await scheduleDraws(testApp.db, new Date());
    const response = await testApp.app.inject({ method: 'GET', url: '/web-api/lotto/lotteries?lng=ru' });
    const { lotteries } = lotteriesAnswerSchema.parse(response.json());
    const express = lotteries.find((lottery) => lottery.slug === '4-20');
    expect(express?.name).toBe('Экспресс 4 из 20');
    expect(express?.prizes).toEqual([
      { spots: null, matches: 2, multiplier: 1, amount: '10.00' },
      { spots: null, matches: 3, multiplier: 20, amount: '200.00' },
      { spots: null, matches: 4, multiplier: 1000, amount: '10000.00' },
    ]);
    const drawAt = Date.parse(express?.nextDraw?.drawAt ?? '');
    expect(drawAt % 300_000).toBe(0);
    expect(drawAt - Date.parse(express?.nextDraw?.closesAt ?? '')).toBe(30_000);
    expect(Date.parse(express?.nextDraw?.closesAt ?? '')).toBeGreaterThan(Date.now());
    expect(lotteries.map((lottery) => lottery.slug)).toEqual(expect.arrayContaining(['6-45', '5-36', '4-20']));
  });

  it('answers 404 lottery_not_found for a lottery that does not exist', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/web-api/lotto/lotteries/999999' });
    expect([response.statusCode, errorCode(response)]).toEqual([404, 'lottery_not_found']);
  });
});

describe('buying a ticket', () => {
  it('charges a system ticket exactly its combinations times the price, and lists it', async () => {
    const { app, db } = testApp;
    const bettor = await createBettor(db, { balance: '1000' });
    const before = await takeMoneySnapshot(db);
    const lottery = await lotteryOf(app, '4-20');
    const response = await buy(app, bettor.cookie, {
      drawId: lottery.nextDraw.id,
      numbers: [1, 2, 3, 4, 5, 6],
      stake: '150.00',
    });
    expect(response.statusCode).toBe(200);
    const { ticket, balance } = buyTicketAnswerSchema.parse(response.json());
    expect([ticket.combinations, ticket.stake, ticket.payout, balance]).toEqual([15, '150.00', null, '850.00']);
    expect(await balanceOf(db, bettor.userId)).toBe('850.00');
    const listed = await app.inject({
      method: 'GET',
      url: `/web-api/lotto/tickets?lotteryId=${lottery.id}`,
      headers: { cookie: bettor.cookie },
    });
    expect(ticketsAnswerSchema.parse(listed.json()).tickets.map((one) => one.id)).toEqual([ticket.id]);
    await expectMoneyConsistent(db, before);
  });

  it('buys once for a request sent twice', async () => {
    const { app, db } = testApp;
    const bettor = await createBettor(db, { balance: '100' });
    const lottery = await lotteryOf(app, '4-20');
    const body = { requestId: 'retry-0001', drawId: lottery.nextDraw.id, numbers: [4, 3, 2, 1], stake: '10.00' };
    const [first, second] = await Promise.all([buy(app, bettor.cookie, body), buy(app, bettor.cookie, body)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(await ticketCount(bettor.userId)).toBe(1);
    expect(await balanceOf(db, bettor.userId)).toBe('90.00');
    const reused = await buy(app, bettor.cookie, { ...body, numbers: [5, 6, 7, 8] });
    expect([reused.statusCode, errorCode(reused)]).toEqual([409, 'request_id_reused']);
  });

  it('refuses bad tickets with a named 4xx and writes nothing', async () => {
    const { app, db } = testApp;
    const bettor = await createBettor(db, { balance: '100' });
    const before = await takeMoneySnapshot(db);
    const lottery = await lotteryOf(app, '4-20');
    const drawId = lottery.nextDraw.id;
    const cases: [Parameters<typeof buy>[2], number, string][] = [
      [{ drawId, numbers: [0, 2, 3, 4], stake: '10.00' }, 422, 'numbers_out_of_range'],
      [{ drawId, numbers: [1, 2, 3, 21], stake: '10.00' }, 422, 'numbers_out_of_range'],
      [{ drawId, numbers: [1, 2, 2, 4], stake: '10.00' }, 422, 'numbers_repeated'],
      [{ drawId, numbers: [1, 2, 3], stake: '10.00' }, 422, 'wrong_number_count'],
      [{ drawId, numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], stake: '3300.00' }, 422, 'wrong_number_count'],
      [{ drawId, numbers: [1, 2, 3, 4], stake: '9.99' }, 409, 'stake_mismatch'],
      [{ drawId, numbers: [1, 2, 3, 4, 5], stake: '10.00' }, 409, 'stake_mismatch'],
      [{ drawId, numbers: [1, 2, 3, 4, 5, 6, 7, 8], stake: '700.00' }, 402, 'insufficient_funds'],
      [{ drawId: 999_999, numbers: [1, 2, 3, 4], stake: '10.00' }, 404, 'draw_not_found'],
    ];
    for (const [body, status, code] of cases) {
      const response = await buy(app, bettor.cookie, body);
      expect([response.statusCode, errorCode(response)], JSON.stringify(body)).toEqual([status, code]);
    }
    const malformed = await buy(app, bettor.cookie, { drawId, numbers: [1, 2, 3, 4], stake: '10' });
    expect([malformed.statusCode, errorCode(malformed)]).toEqual([400, 'invalid_request']);
    const visitor = await app.inject({ method: 'POST', url: '/web-api/lotto/tickets', headers: XHR, payload: {} });
    expect(visitor.statusCode).toBe(401);
    expect(await ticketCount(bettor.userId)).toBe(0);
    await expectMoneyConsistent(db, before);
  });

  it('refuses a stake above the lottery maximum', async () => {
    const { app, db } = testApp;
    const bettor = await createBettor(db, { balance: '100000' });
    await ADMIN_ACTIONS.lotterySet.run({ db, nowSeconds: 0 }, { ...SURE_LOTTERY, slug: 'small-max', maxStake: '20' });
    const lottery = await lotteryOf(app, 'small-max');
    const response = await buy(app, bettor.cookie, { drawId: lottery.nextDraw.id, numbers: [1, 2, 3], stake: '30.00' });
    expect([response.statusCode, errorCode(response)]).toEqual([422, 'stake_above_maximum']);
    expect(await ticketCount(bettor.userId)).toBe(0);
  });

  it('refuses a ticket for a draw whose sales closed, and one through the money gate', async () => {
    const { app, db } = testApp;
    const bettor = await createBettor(db, { balance: '100' });
    const lottery = await sureLottery();
    const ticket = { drawId: lottery.nextDraw.id, numbers: [1, 2], stake: '10.00' };
    await db.query('update lottery_draws set closes_at = now() where id = $1', [lottery.nextDraw.id]);
    const closed = await buy(app, bettor.cookie, ticket);
    expect([closed.statusCode, errorCode(closed)]).toEqual([409, 'draw_closed']);
    const banned = await createBettor(db, { balance: '100', banLevel: 1 });
    const next = await lotteryOf(app, SURE_LOTTERY.slug);
    const refused = await buy(app, banned.cookie, { ...ticket, drawId: next.nextDraw.id });
    expect([refused.statusCode, errorCode(refused)]).toEqual([403, 'player_banned']);
    expect((await ticketCount(bettor.userId)) + (await ticketCount(banned.userId))).toBe(0);
  });
});

describe('running a draw', () => {
  it('draws at its time from a stored seed, pays by the prize table once, and shows the result', async () => {
    const { app, db } = testApp;
    const bettor = await createBettor(db, { balance: '100' });
    const before = await takeMoneySnapshot(db);
    const lottery = await sureLottery();
    const bought = await buy(app, bettor.cookie, { drawId: lottery.nextDraw.id, numbers: [1, 2, 3], stake: '30.00' });
    const { ticket } = buyTicketAnswerSchema.parse(bought.json());

    await runDueDraws(db, new Date(Date.parse(lottery.nextDraw.drawAt) - 1000));
    expect(await balanceOf(db, bettor.userId)).toBe('70.00');
    expect(await runDueDraws(db, LATER())).toBeGreaterThanOrEqual(1);
    expect(await runDueDraws(db, LATER())).toBe(0);

    expect(await balanceOf(db, bettor.userId)).toBe('120.00');
    const listed = await app.inject({
      method: 'GET',
      url: '/web-api/lotto/tickets',
      headers: { cookie: bettor.cookie },
    });
    const [settled] = ticketsAnswerSchema.parse(listed.json()).tickets;
    expect([settled?.id, settled?.payout]).toEqual([ticket.id, '50.00']);
    const results = await app.inject({
      method: 'GET',
      url: `/web-api/lotto/draws?lotteryId=${lottery.id}&lng=en`,
    });
    const draw = pastDrawsAnswerSchema.parse(results.json()).draws.find((past) => past.id === ticket.drawId);
    expect(draw?.numbers).toEqual(drawNumbers(draw?.seed ?? '', 3, 2));
    expect(draw?.numbers).toEqual(settled?.drawnNumbers);
    expect(draw?.winners).toEqual([
      { matches: 2, combinations: 1 },
      { matches: 1, combinations: 2 },
    ]);
    const late = await buy(app, bettor.cookie, { drawId: ticket.drawId, numbers: [1, 2], stake: '10.00' });
    expect([late.statusCode, errorCode(late)]).toEqual([409, 'draw_closed']);
    await expectMoneyConsistent(db, before);
  });

  it('runs a draw now through the test command, and the admin API lists the lotteries', async () => {
    const { app, db } = testApp;
    const bettor = await createBettor(db, { balance: '100' });
    const lottery = await sureLottery();
    await buy(app, bettor.cookie, { drawId: lottery.nextDraw.id, numbers: [1, 2, 3], stake: '30.00' });
    const response = await app.inject({
      method: 'POST',
      url: `/admin-api/test/lotteries/${SURE_LOTTERY.slug}/draw-now`,
      headers: ADMIN,
    });
    expect(response.statusCode).toBe(200);
    expect(await balanceOf(db, bettor.userId)).toBe('120.00');
    const list = await app.inject({ method: 'GET', url: '/admin-api/lotteries', headers: ADMIN });
    expect(list.json()).toMatchObject({
      result: { lotteries: expect.arrayContaining([expect.objectContaining({ slug: '6-45' })]) },
    });
  });
});

describe('keno', () => {
  const KENO_THREE_SPOTS: Record<number, string> = { 2: '10.00', 3: '400.00' };

  it('sells one bet on 1 to 10 spots, draws 20 of 80 and pays by spots and hits', async () => {
    const { app, db } = testApp;
    const bettor = await createBettor(db, { balance: '100' });
    const before = await takeMoneySnapshot(db);
    const keno = await lotteryOf(app, 'keno-20-80');
    expect([keno.kind, keno.drawCount, keno.pickCount, keno.maxPick, keno.poolSize]).toEqual(['keno', 20, 1, 10, 80]);
    expect(keno.prizes.filter((prize) => prize.spots === 3)).toEqual([
      { spots: 3, matches: 2, multiplier: 1, amount: '10.00' },
      { spots: 3, matches: 3, multiplier: 40, amount: '400.00' },
    ]);
    const drawId = keno.nextDraw.id;
    const tooMany = await buy(app, bettor.cookie, {
      drawId,
      numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
      stake: '10.00',
    });
    expect([tooMany.statusCode, errorCode(tooMany)]).toEqual([422, 'wrong_number_count']);
    const outside = await buy(app, bettor.cookie, { drawId, numbers: [80, 81], stake: '10.00' });
    expect([outside.statusCode, errorCode(outside)]).toEqual([422, 'numbers_out_of_range']);

    const bought = await buy(app, bettor.cookie, { drawId, numbers: [7, 21, 64], stake: '10.00' });
    const { ticket } = buyTicketAnswerSchema.parse(bought.json());
    expect([ticket.combinations, ticket.stake]).toEqual([1, '10.00']);
    await runDueDraws(db, LATER());

    const listed = await app.inject({
      method: 'GET',
      url: `/web-api/lotto/tickets?lotteryId=${keno.id}`,
      headers: { cookie: bettor.cookie },
    });
    const [settled] = ticketsAnswerSchema.parse(listed.json()).tickets;
    const drawn = settled?.drawnNumbers ?? [];
    expect(new Set(drawn).size).toBe(20);
    const hits = [7, 21, 64].filter((number) => drawn.includes(number)).length;
    const payout = KENO_THREE_SPOTS[hits] ?? '0.00';
    expect(settled?.payout).toBe(payout);
    await expectMoneyConsistent(db, before);
  });
});

describe('bingo', () => {
  // B 1–5, I 16–20, N 31 32 · 34 35, G 46–50, O 61–65, column by column.
  const CARD = [1, 2, 3, 4, 5, 16, 17, 18, 19, 20, 31, 32, 34, 35, 46, 47, 48, 49, 50, 61, 62, 63, 64, 65];
  const PAYS: Record<number, string> = { 0: '0.00', 1: '10.00', 2: '20.00', 3: '50.00', 4: '150.00' };

  it('sells a card, refuses one of a wrong layout, and pays by the lines completed', async () => {
    const { app, db } = testApp;
    const bettor = await createBettor(db, { balance: '100' });
    const before = await takeMoneySnapshot(db);
    const bingo = await lotteryOf(app, 'bingo-75');
    expect([bingo.kind, bingo.drawCount, bingo.poolSize]).toEqual(['bingo', 40, 75]);
    const drawId = bingo.nextDraw.id;
    const wrong = await buy(app, bettor.cookie, { drawId, numbers: [21, ...CARD.slice(1)], stake: '10.00' });
    expect([wrong.statusCode, errorCode(wrong)]).toEqual([422, 'card_invalid']);
    const short = await buy(app, bettor.cookie, { drawId, numbers: CARD.slice(0, 23), stake: '10.00' });
    expect([short.statusCode, errorCode(short)]).toEqual([422, 'card_invalid']);

    const bought = await buy(app, bettor.cookie, { drawId, numbers: CARD, stake: '10.00' });
    const { ticket } = buyTicketAnswerSchema.parse(bought.json());
    expect(ticket.numbers).toEqual(CARD);
    await runDueDraws(db, LATER());
    const listed = await app.inject({
      method: 'GET',
      url: `/web-api/lotto/tickets?lotteryId=${bingo.id}`,
      headers: { cookie: bettor.cookie },
    });
    const [settled] = ticketsAnswerSchema.parse(listed.json()).tickets;
    expect(settled?.drawnNumbers).toHaveLength(40);
    const lines = completedLines(CARD, new Set(settled?.drawnNumbers));
    expect(settled?.payout).toBe(PAYS[lines] ?? '500.00');
    await expectMoneyConsistent(db, before);
  });
});
