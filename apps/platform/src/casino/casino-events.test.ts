import {
  cashbackAnswerSchema,
  cashbackClaimAnswerSchema,
  casinoPromotionAnswerSchema,
  casinoPromotionsAnswerSchema,
  tournamentAnswerSchema,
  tournamentsAnswerSchema,
} from '@betfront/contract/casino-events';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { runAdminAction } from '../admin/run-admin-action';
import { balanceOf, bettingTestAppOfFile, createBettor } from '../betting/betting-test-helpers';
import { createPayer } from '../payments/payments-test-helpers';
import { expectMoneyConsistent, takeMoneySnapshot } from '../testing/money-consistency';
import { XHR } from '../testing/test-app';
import { settleEndedTournaments } from './tournaments/settle-tournaments';
import { errorCode, playSlotRound } from './wallet/wallet-test-helpers';

const testApp = bettingTestAppOfFile();
let roundCounter = 0;

/** One finished slot round of the player: the stake, then the win (0.00 for a lost round). */
async function playRound(app: FastifyInstance, cookie: string, stake: string, win: string): Promise<string> {
  const roundId = `events-${++roundCounter}`;
  await playSlotRound(app, cookie, { id: roundId, stake, win });
  return roundId;
}

const createTournament = (input: Record<string, unknown>) =>
  runAdminAction({ db: testApp.db, allowTestCommands: true }, 'tournamentCreate', {
    titleRu: 'Тестовый турнир',
    titleEn: 'Test cup',
    rulesRu: 'Правила',
    rulesEn: 'Rules',
    currencyIso: 'RUB',
    startsAt: new Date(Date.now() - 60_000).toISOString(),
    endsAt: new Date(Date.now() + 3_600_000).toISOString(),
    ...input,
  }) as Promise<{ id: number }>;

async function readTournament(app: FastifyInstance, id: number, cookie: string | null) {
  const response = await app.inject({
    url: `/web-api/casino/tournaments/${id}?lng=en`,
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode).toBe(200);
  return tournamentAnswerSchema.parse(response.json());
}

/** Moves the player's rounds into the last finished period of the programme (a week or a day ago). */
const backdateRounds = (userId: number, interval: string) =>
  testApp.db.query(
    `update casino_rounds set started_at = date_trunc($2, now()) - interval '1 hour',
       finished_at = date_trunc($2, now()) - interval '1 hour' where user_id = $1`,
    [userId, interval],
  );

describe('casino tournaments', () => {
  it('ranks players live from their rounds and pays each prize once when the tournament ends', async () => {
    const { app, db } = testApp;
    await settleEndedTournaments(db);
    const { id } = await createTournament({ scoring: 'stake', minStake: '2', gameIds: ['101'], prizes: ['100', '40'] });
    const first = await createBettor(db, { balance: '200' });
    const second = await createBettor(db, { balance: '200' });
    const third = await createBettor(db, { balance: '200' });
    const before = await takeMoneySnapshot(db);
    await playRound(app, first.cookie, '30.00', '0.00');
    await playRound(app, second.cookie, '10.00', '25.00');
    await playRound(app, third.cookie, '5.00', '0.00');
    await playRound(app, third.cookie, '1.00', '0.00');

    const live = await readTournament(app, id, third.cookie);
    expect(live.tournament).toMatchObject({ status: 'running', prizePool: '140.00', games: [{ id: '101' }] });
    expect(live.leaderboard.map((row) => [row.place, row.points, row.prize, row.isYou])).toEqual([
      [1, '30.00', '100.00', false],
      [2, '10.00', '40.00', false],
      [3, '5.00', null, true],
    ]);
    expect(live.leaderboard[0]?.player).toMatch(/^be\*\*\*\d$/);
    expect(await settleEndedTournaments(db)).toBe(0);

    await db.query('update casino_tournaments set ends_at = now() where id = $1', [id]);
    const settled = await Promise.all([settleEndedTournaments(db), settleEndedTournaments(db)]);
    expect(settled.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
    expect(await settleEndedTournaments(db)).toBe(0);
    expect(await balanceOf(db, first.userId)).toBe('270.00');
    expect(await balanceOf(db, second.userId)).toBe('255.00');
    expect(await balanceOf(db, third.userId)).toBe('194.00');
    const results = await readTournament(app, id, null);
    expect(results.tournament.status).toBe('settled');
    expect(results.leaderboard.map((row) => row.isYou)).toEqual([false, false, false]);
    const [prizes] = await db.query<{ n: number }>(
      `select count(*)::int as n from ledger_entries where kind = 'casino_credit' and reference like $1`,
      [`tournament:${id}:%`],
    );
    expect(prizes?.n).toBe(2);
    await expectMoneyConsistent(db, before);
  });

  it('ends a running tournament at once for a test, and only a running one', async () => {
    const { app, db } = testApp;
    const { id } = await createTournament({ scoring: 'stake', gameIds: ['101'], prizes: ['15'] });
    const player = await createBettor(db, { balance: '50' });
    // Above every stake of the file's other players in the same game, who count for this tournament's period too.
    await playRound(app, player.cookie, '45.00', '0.00');
    const endNow = () => runAdminAction({ db, allowTestCommands: true }, 'tournamentEndNow', { id });
    await expect(endNow()).resolves.toEqual({ id });
    expect((await readTournament(app, id, player.cookie)).tournament.status).toBe('settled');
    expect(await balanceOf(db, player.userId)).toBe('20.00');
    await expect(endNow()).rejects.toMatchObject({ code: 'tournament_not_found' });
    await expect(runAdminAction({ db, allowTestCommands: false }, 'tournamentEndNow', { id })).rejects.toMatchObject({
      statusCode: 403,
    });
  });

  it('scores the best multiplier of one round, lists tournaments and refuses bad input', async () => {
    const { app, db } = testApp;
    const { id } = await createTournament({ scoring: 'multiplier', prizes: ['10'] });
    const player = await createBettor(db, { balance: '100' });
    await playRound(app, player.cookie, '2.00', '5.00');
    await playRound(app, player.cookie, '4.00', '6.00');
    const board = await readTournament(app, id, player.cookie);
    expect(board.leaderboard.find((row) => row.isYou)).toMatchObject({
      points: '2.50',
      player: expect.stringMatching(/\*\*\*/),
    });
    expect(board.you).toBeNull();
    const list = tournamentsAnswerSchema.parse(
      (await app.inject({ url: '/web-api/casino/tournaments?lng=ru' })).json(),
    );
    expect(list.tournaments.some((tournament) => tournament.id === id && tournament.title === 'Тестовый турнир')).toBe(
      true,
    );
    const missing = await app.inject({ url: '/web-api/casino/tournaments/999999' });
    const bad = await app.inject({ url: '/web-api/casino/tournaments/abc' });
    expect([missing.statusCode, errorCode(missing), bad.statusCode, errorCode(bad)]).toEqual([
      404,
      'tournament_not_found',
      400,
      'invalid_request',
    ]);
    await expect(createTournament({ scoring: 'stake', prizes: ['10'], gameIds: ['99999999'] })).rejects.toMatchObject({
      code: 'casino_game_not_found',
    });
    await expect(
      createTournament({ scoring: 'stake', prizes: ['10'], endsAt: new Date(Date.now() - 120_000).toISOString() }),
    ).rejects.toMatchObject({ code: 'invalid_request' });
  });
});

describe('casino cashback', () => {
  const claim = (app: FastifyInstance, cookie: string, programme: string) =>
    app.inject({ method: 'POST', url: `/web-api/casino/cashback/${programme}/claims`, headers: { ...XHR, cookie } });

  it('pays the last week’s cashback on the net loss once, and shows it in the history', async () => {
    const { app, db } = testApp;
    const player = await createBettor(db, { balance: '10000' });
    const before = await takeMoneySnapshot(db);
    await playRound(app, player.cookie, '100.00', '20.00');
    await playRound(app, player.cookie, '100.00', '0.00');
    const nothingYet = await claim(app, player.cookie, 'vip');
    expect([nothingYet.statusCode, errorCode(nothingYet)]).toEqual([409, 'cashback_nothing_to_claim']);
    const running = cashbackAnswerSchema.parse(
      (await app.inject({ url: '/web-api/casino/cashback/vip', headers: { cookie: player.cookie } })).json(),
    );
    expect(running).toMatchObject({
      period: 'week',
      current: { netLoss: '180.00', level: 1, rate: '5.00', amount: '9.00' },
    });
    expect(running.claimable).toBeNull();

    await backdateRounds(player.userId, 'week');
    const page = cashbackAnswerSchema.parse(
      (await app.inject({ url: '/web-api/casino/cashback/vip', headers: { cookie: player.cookie } })).json(),
    );
    expect(page.current.netLoss).toBe('0.00');
    expect(page.claimable).toMatchObject({ netLoss: '180.00', amount: '9.00' });
    const answers = await Promise.all([1, 2, 3].map(() => claim(app, player.cookie, 'vip')));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const claims = answers.map((answer) => cashbackClaimAnswerSchema.parse(answer.json()).claim);
    expect(new Set(claims.map((one) => one.claimedAt)).size).toBe(1);
    expect(claims[0]).toMatchObject({ amount: '9.00', level: 1, rate: '5.00', currencyIso: 'RUB' });
    expect(await balanceOf(db, player.userId)).toBe('9829.00');
    const after = cashbackAnswerSchema.parse(
      (await app.inject({ url: '/web-api/casino/cashback/vip', headers: { cookie: player.cookie } })).json(),
    );
    expect([after.claimable, after.history.length]).toEqual([null, 1]);
    // After a reload the page still tells the claim of last week: its amount and when.
    expect(after.claimed).toEqual(claims[0]);
    // The slot is not a premium game: the premium programme has nothing for these rounds.
    const premium = await claim(app, player.cookie, 'premium');
    expect([premium.statusCode, errorCode(premium)]).toEqual([409, 'cashback_nothing_to_claim']);
    await expectMoneyConsistent(db, before);
  });

  const cashbackOf = async (app: FastifyInstance, cookie: string, programme = 'vip') => {
    const response = await app.inject({ url: `/web-api/casino/cashback/${programme}`, headers: { cookie } });
    return response.statusCode === 200 ? cashbackAnswerSchema.parse(response.json()) : response;
  };
  const USD = 2;
  const BRL = 13;

  it('counts levels, the minimum and the cap in the account’s currency', async () => {
    const { app, db } = testApp;
    const dollars = await createBettor(db, { balance: '1000', currencyId: USD });
    await playRound(app, dollars.cookie, '300.00', '20.00');
    // 280.00 USD reaches the third VIP level in dollars (from 250.00), where roubles would still be at the first
    expect(await cashbackOf(app, dollars.cookie)).toMatchObject({
      currencyIso: 'USD',
      minAmount: '0.10',
      maxAmount: '500.00',
      levels: [
        { level: 1, fromLoss: '0.00', rate: '5.00' },
        { level: 2, fromLoss: '50.00', rate: '7.00' },
        { level: 3, fromLoss: '250.00', rate: '10.00' },
        { level: 4, fromLoss: '1000.00', rate: '12.00' },
      ],
      current: { netLoss: '280.00', level: 3, rate: '10.00', amount: '28.00' },
    });

    const reais = await createBettor(db, { balance: '1000', currencyId: BRL });
    await playRound(app, reais.cookie, '900.00', '0.00');
    const original = await cashbackOf(app, reais.cookie);
    if (!('levels' in original)) throw new Error('No BRL cashback');
    await runAdminAction({ db, allowTestCommands: false }, 'cashbackLevelsSet', {
      programme: 'vip',
      currencyIso: 'BRL',
      levels: [
        { fromLoss: '0', rate: '5' },
        { fromLoss: '100', rate: '20' },
      ],
      minAmount: '1',
      maxAmount: '50',
    });
    // 20 % of 900.00 is 180.00: the cap pays 50.00
    expect(await cashbackOf(app, reais.cookie)).toMatchObject({
      maxAmount: '50.00',
      current: { netLoss: '900.00', level: 2, rate: '20.00', amount: '50.00' },
    });
    await backdateRounds(reais.userId, 'week');
    const paid = await claim(app, reais.cookie, 'vip');
    expect(cashbackClaimAnswerSchema.parse(paid.json()).claim).toMatchObject({ amount: '50.00', currencyIso: 'BRL' });
    await runAdminAction({ db, allowTestCommands: false }, 'cashbackLevelsSet', {
      programme: 'vip',
      currencyIso: 'BRL',
      levels: original.levels.map(({ fromLoss, rate }) => ({ fromLoss, rate })),
      minAmount: original.minAmount,
      maxAmount: original.maxAmount,
    });

    const badLevels = runAdminAction({ db, allowTestCommands: false }, 'cashbackLevelsSet', {
      programme: 'vip',
      currencyIso: 'BRL',
      levels: [{ fromLoss: '10', rate: '5' }],
      minAmount: '1',
      maxAmount: '50',
    });
    await expect(badLevels).rejects.toThrow('The command input is not valid');
  });

  it('offers no cashback in a currency the operator set no levels for', async () => {
    const { app, db } = testApp;
    const pounds = await createBettor(db, { balance: '100', currencyId: 6 });
    const levels = await db.query<{ levels: unknown; min: string; max: string }>(
      `delete from casino_cashback_levels where programme_id = 'premium' and currency_id = 6
       returning levels, min_amount::text as min, max_amount::text as max`,
    );
    try {
      const page = await cashbackOf(app, pounds.cookie, 'premium');
      expect('statusCode' in page && [page.statusCode, errorCode(page)]).toEqual([
        409,
        'cashback_currency_not_offered',
      ]);
      const refused = await claim(app, pounds.cookie, 'premium');
      expect([refused.statusCode, errorCode(refused)]).toEqual([409, 'cashback_currency_not_offered']);
    } finally {
      await db.query(
        `insert into casino_cashback_levels (programme_id, currency_id, levels, min_amount, max_amount)
         values ('premium', 6, $1::jsonb, $2, $3)`,
        [JSON.stringify(levels[0]?.levels), levels[0]?.min, levels[0]?.max],
      );
    }
  });

  it('refuses a visitor, an unknown programme and a banned player, writing nothing', async () => {
    const { app, db } = testApp;
    const player = await createBettor(db, { balance: '1000' });
    await playRound(app, player.cookie, '500.00', '0.00');
    await backdateRounds(player.userId, 'week');
    const visitor = await app.inject({ method: 'POST', url: '/web-api/casino/cashback/vip/claims', headers: XHR });
    const unknown = await claim(app, player.cookie, 'gold');
    expect([visitor.statusCode, unknown.statusCode, errorCode(unknown)]).toEqual([401, 400, 'invalid_request']);
    await db.query('update users set ban_level = 1 where id = $1', [player.userId]);
    const banned = await claim(app, player.cookie, 'vip');
    expect([banned.statusCode, errorCode(banned)]).toEqual([403, 'player_banned']);
    expect(await balanceOf(db, player.userId)).toBe('500.00');
    const [rows] = await db.query<{ n: number }>(
      'select count(*)::int as n from casino_cashback_claims where user_id = $1',
      [player.userId],
    );
    expect(rows?.n).toBe(0);
  });
});

describe('casino rounds and bonus wagering', () => {
  it('counts a round’s stake at its game’s weight towards a promo-code bonus, once', async () => {
    const { app, db } = testApp;
    await runAdminAction({ db, allowTestCommands: true }, 'bonusPromoCreate', {
      code: 'CASINOWAGER',
      kind: 'credit',
      titleRu: 'Казино',
      titleEn: 'Casino',
      amounts: { RUB: '300' },
      wagerMultiplier: 10,
      days: 30,
    });
    const payer = await createPayer(db, { balance: '1000' });
    const before = await takeMoneySnapshot(db);
    const applied = await app.inject({
      method: 'POST',
      url: '/web-api/bonuses/promo-codes',
      headers: { ...XHR, cookie: payer.cookie },
      payload: { code: 'CASINOWAGER' },
    });
    expect(applied.statusCode).toBe(201);
    const roundId = await playRound(app, payer.cookie, '50.00', '0.00');
    const [bonus] = await db.query<{ done: string }>(
      `select wager_done::text as done from player_bonuses where user_id = $1 and status = 'wagering'`,
      [payer.userId],
    );
    expect(bonus?.done).toBe('50.00');
    const contributions = await db.query(
      `select c.source, c.reference, c.weight::text as weight, c.counted::text as counted
       from bonus_wager_contributions c join player_bonuses b on b.id = c.bonus_id where b.user_id = $1`,
      [payer.userId],
    );
    expect(contributions).toEqual([
      { source: 'casino', reference: `round:betfront:${roundId}`, weight: '1.0000', counted: '50.00' },
    ]);
    await db.query(`update casino_games set bonus_weight = 0.1 where id = '101'`);
    try {
      await playRound(app, payer.cookie, '30.00', '10.00');
    } finally {
      await db.query(`update casino_games set bonus_weight = 1 where id = '101'`);
    }
    const [weighted] = await db.query<{ done: string }>(
      `select wager_done::text as done from player_bonuses where user_id = $1 and status = 'wagering'`,
      [payer.userId],
    );
    expect(weighted?.done).toBe('53.00');
    await expectMoneyConsistent(db, before);
  });
});

describe('casino promotions', () => {
  it('lists the running promotions and promo codes in the page’s language, and one by its id', async () => {
    const { app, db } = testApp;
    const admin = (name: 'bonusPromoCreate' | 'casinoPromotionSet', input: unknown) =>
      runAdminAction({ db, allowTestCommands: true }, name, input);
    const promoCode = {
      id: 'spins',
      kind: 'promo_code',
      titleRu: 'Промокод SPINS',
      titleEn: 'Promo code SPINS',
      summaryRu: 'Бонус на слоты',
      summaryEn: 'A slot bonus',
      termsRu: 'Введите код.',
      termsEn: 'Enter the code.',
      promoCode: 'SPINSCODE',
    };
    await expect(admin('casinoPromotionSet', { ...promoCode, promoCode: undefined })).rejects.toMatchObject({
      code: 'invalid_request',
    });
    await admin('casinoPromotionSet', promoCode);
    const hidden = casinoPromotionsAnswerSchema.parse(
      (await app.inject({ url: '/web-api/casino/promotions?lng=ru&kind=promo_code' })).json(),
    );
    expect(hidden.promotions).toEqual([]);
    await admin('bonusPromoCreate', {
      code: 'SPINSCODE',
      kind: 'credit',
      titleRu: 'Слоты',
      titleEn: 'Slots',
      amounts: { RUB: '300' },
      wagerMultiplier: 10,
      days: 30,
    });
    const list = casinoPromotionsAnswerSchema.parse(
      (await app.inject({ url: '/web-api/casino/promotions?lng=ru&kind=promo_code' })).json(),
    );
    expect(list.promotions.map((promotion) => [promotion.id, promotion.promoCode])).toEqual([['spins', 'SPINSCODE']]);
    const one = casinoPromotionAnswerSchema.parse(
      (await app.inject({ url: '/web-api/casino/promotions/weekly-cashback?lng=en' })).json(),
    );
    expect(one.promotion).toMatchObject({
      title: 'Weekly cashback of up to 12 %',
      actionPath: 'office/casino/vipcashback',
    });
    expect(one.promotion.terms.length).toBe(3);
    const missing = await app.inject({ url: '/web-api/casino/promotions/no-such-thing' });
    expect([missing.statusCode, errorCode(missing)]).toEqual([404, 'promotion_not_found']);
  });
});
