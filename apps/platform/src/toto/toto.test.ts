import {
  buyTotoCouponAnswerSchema,
  totoCouponAnswerSchema,
  totoDrawAnswerSchema,
  totoOpenAnswerSchema,
  totoWinnersAnswerSchema,
} from '@betfront/contract/toto';
import type { BuyTotoCouponBody } from '@betfront/contract/toto';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  balanceOf,
  bettingTestAppOfFile,
  createBettor,
  createFootballGame,
  finishFootballGame,
} from '../betting/betting-test-helpers';
import { expectMoneyConsistent, takeMoneySnapshot } from '../testing/money-consistency';
import { ADMIN, XHR } from '../testing/test-app';
import { passCarryOver, scheduleToto } from './schedule-toto';
import { settleTotoDraws } from './settle-toto';
import { variantsByHits } from './toto-rules';

const testApp = bettingTestAppOfFile();
const MINUTE_MS = 60_000;

function buy(app: FastifyInstance, cookie: string, body: Partial<BuyTotoCouponBody>) {
  return app.inject({
    method: 'POST',
    url: '/web-api/toto/coupons',
    headers: { cookie, ...XHR },
    payload: { requestId: randomUUID(), ...body },
  });
}

const errorCode = (response: { json(): unknown }) => (response.json() as { error: { code: string } }).error.code;
const all = (pick: string) => Array.from({ length: 15 }, () => pick);

async function openDraws() {
  const response = await testApp.app.inject({ method: 'GET', url: '/web-api/toto/draws/open?lng=en' });
  return totoOpenAnswerSchema.parse(response.json());
}

async function couponCount(): Promise<number> {
  const [row] = await testApp.db.query<{ n: number }>('select count(*)::int as n from toto_coupons');
  return row?.n ?? 0;
}

describe('toto draws', () => {
  it('opens the current and the next draw over 15 line games each, in the job only', async () => {
    const { db } = testApp;
    for (let index = 0; index < 30; index += 1) {
      await createFootballGame(db, { startAt: new Date(Date.now() + (20 + index) * MINUTE_MS) });
    }
    expect((await openDraws()).current).toBeNull();
    expect(await scheduleToto(db, new Date())).toBe(2);
    expect(await scheduleToto(db, new Date())).toBe(0);
    const { current, next } = await openDraws();
    expect(current?.games).toHaveLength(15);
    expect(next?.games).toHaveLength(15);
    expect(current?.closesAt).toBe(current?.games[0]?.startAt);
    const lastOfCurrent = Date.parse(current?.games.at(-1)?.startAt ?? '');
    expect(Date.parse(next?.closesAt ?? '')).toBeGreaterThan(Date.parse(current?.closesAt ?? ''));
    expect(Date.parse(next?.games[0]?.startAt ?? '')).toBeGreaterThanOrEqual(Date.parse(current?.closesAt ?? ''));
    expect(lastOfCurrent).toBeGreaterThan(0);
  });

  it('refuses bad coupons with a named 4xx and writes nothing', async () => {
    const { app, db } = testApp;
    const bettor = await createBettor(db, { balance: '15' });
    const { current } = await openDraws();
    const drawId = current?.id ?? 0;
    const before = await couponCount();
    const cases: [Partial<BuyTotoCouponBody>, number, string][] = [
      [{ drawId: 999_999, picks: all('1'), stake: '10.00' }, 404, 'draw_not_found'],
      [{ drawId, picks: all('1').slice(1), stake: '10.00' }, 422, 'picks_invalid'],
      [{ drawId, picks: [...all('1').slice(1), '11'], stake: '10.00' }, 422, 'picks_invalid'],
      [{ drawId, picks: [...all('1').slice(1), 'Y'], stake: '10.00' }, 422, 'picks_invalid'],
      [
        { drawId, picks: [...all('1X2').slice(8), ...all('1').slice(7)], stake: '21870.00' },
        422,
        'variants_above_maximum',
      ],
      [{ drawId, picks: ['1X', ...all('1').slice(1)], stake: '10.00' }, 409, 'stake_mismatch'],
      [{ drawId, picks: ['1X', ...all('1').slice(1)], stake: '20.00' }, 402, 'insufficient_funds'],
    ];
    for (const [body, status, code] of cases) {
      const response = await buy(app, bettor.cookie, body);
      expect([response.statusCode, errorCode(response)]).toEqual([status, code]);
    }
    const visitor = await app.inject({
      method: 'POST',
      url: '/web-api/toto/coupons',
      headers: XHR,
      payload: { requestId: randomUUID(), drawId, picks: all('1'), stake: '10.00' },
    });
    expect(visitor.statusCode).toBe(401);
    expect(await couponCount()).toBe(before);
    expect(await balanceOf(db, bettor.userId)).toBe('15.00');
  });

  it('settles from the games’ results, splits the pool by correct outcomes and carries the rest over', async () => {
    const { app, db } = testApp;
    const [first, second, third] = [
      await createBettor(db, { balance: '100' }),
      await createBettor(db, { balance: '100' }),
      await createBettor(db, { balance: '100' }),
    ];
    if (!first || !second || !third) throw new Error('bettors missing');
    const before = await takeMoneySnapshot(db);
    const { current, next } = await openDraws();
    const drawId = current?.id ?? 0;
    const bought = await buy(app, first.cookie, { drawId, picks: all('1'), stake: '10.00' });
    const { coupon } = buyTotoCouponAnswerSchema.parse(bought.json());
    const again = await buy(app, second.cookie, { drawId, picks: ['X1', ...all('1').slice(1)], stake: '20.00' });
    expect(buyTotoCouponAnswerSchema.parse(again.json()).coupon.picks[0]).toBe('1X');
    await buy(app, third.cookie, { drawId, picks: all('X'), stake: '10.00' });
    expect(await balanceOf(db, second.userId)).toBe('80.00');

    // The draw closes at its first game; it is settled only once every game has finished.
    await db.query("update toto_draws set closes_at = now() - interval '1 second' where id = $1", [drawId]);
    const late = await buy(app, first.cookie, { drawId, picks: all('2'), stake: '10.00' });
    expect([late.statusCode, errorCode(late)]).toEqual([409, 'draw_closed']);
    expect(await settleTotoDraws(db)).toBe(0);
    for (const game of current?.games ?? []) {
      await finishFootballGame(db, game.gameId, [
        { home: 1, away: 0 },
        { home: 1, away: 1 },
      ]);
    }
    expect(await settleTotoDraws(db)).toBe(1);
    expect(await settleTotoDraws(db)).toBe(0);

    // Stakes 40.00, fund 32.00: 15 right 40 % = 12.80 to 2 variants, 14 right 20 % = 6.40 to 1; 12.80 carried.
    expect(await balanceOf(db, first.userId)).toBe('96.40');
    expect(await balanceOf(db, second.userId)).toBe('92.80');
    expect(await balanceOf(db, third.userId)).toBe('90.00');
    const read = await app.inject({
      method: 'GET',
      url: `/web-api/toto/coupons/${coupon.id}?lng=en`,
      headers: { cookie: first.cookie },
    });
    const settled = totoCouponAnswerSchema.parse(read.json());
    expect([settled.coupon.payout, settled.coupon.hits?.['15']]).toEqual(['6.40', 1]);
    expect(settled.draw.games.every((game) => game.result === '1')).toBe(true);
    expect(settled.draw.prizes?.slice(0, 2)).toEqual([
      { hits: 15, fund: '12.80', variants: 2, perVariant: '6.40' },
      { hits: 14, fund: '6.40', variants: 1, perVariant: '6.40' },
    ]);
    expect(settled.draw.carried).toBe('12.80');
    const foreign = await app.inject({
      method: 'GET',
      url: `/web-api/toto/coupons/${coupon.id}`,
      headers: { cookie: third.cookie },
    });
    expect([foreign.statusCode, errorCode(foreign)]).toEqual([404, 'coupon_not_found']);

    const winners = await app.inject({ method: 'GET', url: '/web-api/toto/winners' });
    expect(totoWinnersAnswerSchema.parse(winners.json()).winners).toEqual([
      { couponId: expect.any(Number), drawId, bestHits: 15, payout: '12.80', currencyIso: 'RUB' },
      { couponId: coupon.id, drawId, bestHits: 15, payout: '6.40', currencyIso: 'RUB' },
    ]);
    await passCarryOver(db, new Date());
    const nextDraw = await app.inject({ method: 'GET', url: `/web-api/toto/draws/${next?.id}` });
    expect(totoDrawAnswerSchema.parse(nextDraw.json()).draw.jackpot).toBe('12.80');
    await expectMoneyConsistent(db, before);
  });
});

describe('toto pools per currency', () => {
  const readDraw = async (cookie: string | null, drawId: number) => {
    const headers = cookie === null ? {} : { cookie };
    const response = await testApp.app.inject({ url: `/web-api/toto/draws/${drawId}?lng=en`, headers });
    return totoDrawAnswerSchema.parse(response.json()).draw;
  };

  it('prices a coupon in the player’s currency and splits each currency’s pool among its own coupons only', async () => {
    const { app, db } = testApp;
    const rouble = await createBettor(db, { balance: '100' });
    const [dollar, dollarToo] = [
      await createBettor(db, { balance: '10', currencyId: 2 }),
      await createBettor(db, { balance: '10', currencyId: 2 }),
    ];
    const euro = await createBettor(db, { balance: '10', currencyId: 3 });
    if (!dollar || !dollarToo) throw new Error('bettors missing');
    const before = await takeMoneySnapshot(db);
    const { current } = await openDraws();
    const drawId = current?.id ?? 0;
    // This draw takes no euros: the operator priced none when it opened.
    await db.query("delete from toto_pools where draw_id = $1 and currency_iso = 'EUR'", [drawId]);
    const refused = await buy(app, euro.cookie, { drawId, picks: all('1'), stake: '0.20' });
    expect([refused.statusCode, errorCode(refused)]).toEqual([422, 'currency_not_supported']);
    const roublePrice = await buy(app, dollar.cookie, { drawId, picks: all('1'), stake: '10.00' });
    expect([roublePrice.statusCode, errorCode(roublePrice)]).toEqual([409, 'stake_mismatch']);
    expect((roublePrice.json() as { error: { stake: string } }).error.stake).toBe('0.20');

    expect((await buy(app, rouble.cookie, { drawId, picks: all('1'), stake: '10.00' })).statusCode).toBe(200);
    expect((await buy(app, dollar.cookie, { drawId, picks: all('1'), stake: '0.20' })).statusCode).toBe(200);
    const two = await buy(app, dollarToo.cookie, { drawId, picks: ['1X', ...all('1').slice(1)], stake: '0.40' });
    expect(buyTotoCouponAnswerSchema.parse(two.json()).coupon.currencyIso).toBe('USD');
    const seenInDollars = await readDraw(dollar.cookie, drawId);
    expect(seenInDollars).toMatchObject({ currencyIso: 'USD', variantPrice: '0.20', pool: '0.60', coupons: 2 });
    // The roubles carried in from the last draw stay in the rouble pool.
    expect(await readDraw(rouble.cookie, drawId)).toMatchObject({
      currencyIso: 'RUB',
      pool: '10.00',
      jackpot: '12.80',
    });
    expect((await readDraw(null, drawId)).currencyIso).toBe('RUB');
    expect(seenInDollars.pools.map((pool) => pool.currencyIso)).not.toContain('EUR');

    await db.query("update toto_draws set closes_at = now() - interval '1 second' where id = $1", [drawId]);
    for (const game of current?.games ?? [])
      await finishFootballGame(db, game.gameId, [
        { home: 1, away: 0 },
        { home: 1, away: 0 },
      ]);
    await Promise.all([settleTotoDraws(db), settleTotoDraws(db)]);
    // Roubles: fund 8.00 + 12.80 carried in, 15 right 40 % = 8.32 to the one variant; 12.48 carried.
    expect(await balanceOf(db, rouble.userId)).toBe('98.32');
    // Dollars: fund 0.48; 15 right 0.19 to 2 variants, 0.09 each; 14 right 0.09 to 1; 0.21 carried.
    expect(await balanceOf(db, dollar.userId)).toBe('9.89');
    expect(await balanceOf(db, dollarToo.userId)).toBe('9.78');
    const settled = await readDraw(dollar.cookie, drawId);
    expect(settled.prizes?.slice(0, 2)).toEqual([
      { hits: 15, fund: '0.19', variants: 2, perVariant: '0.09' },
      { hits: 14, fund: '0.09', variants: 1, perVariant: '0.09' },
    ]);
    expect(settled.pools.map((pool) => [pool.currencyIso, pool.carried]).slice(0, 2)).toEqual([
      ['RUB', '12.48'],
      ['USD', '0.21'],
    ]);

    // Each currency's carry goes to the same currency's pool of the next draw.
    for (let index = 0; index < 15; index += 1) {
      await createFootballGame(db, { startAt: new Date(Date.now() + (200 + index) * MINUTE_MS) });
    }
    await scheduleToto(db, new Date());
    await passCarryOver(db, new Date());
    const { current: following } = await openDraws();
    const jackpots = Object.fromEntries((following?.pools ?? []).map((pool) => [pool.currencyIso, pool.jackpot]));
    expect([jackpots['RUB'], jackpots['USD'], jackpots['EUR']]).toEqual(['12.48', '0.21', '0.00']);
    await expectMoneyConsistent(db, before);
  });
});

describe('the test command', () => {
  it('closes the current draw, plays its games and settles each currency’s pool at once', async () => {
    const { app, db } = testApp;
    const dollar = await createBettor(db, { balance: '10', currencyId: 2 });
    const { current } = await openDraws();
    expect((await buy(app, dollar.cookie, { drawId: current?.id, picks: all('1'), stake: '0.20' })).statusCode).toBe(
      200,
    );
    const response = await app.inject({ method: 'POST', url: '/admin-api/test/toto/play-now', headers: ADMIN });
    expect(response.statusCode, response.body).toBe(200);
    const { result } = response.json() as {
      result: { drawId: number; pools: { currencyIso: string; prizes: unknown }[] };
    };
    expect(result.drawId).toBe(current?.id);
    expect(result.pools.find((pool) => pool.currencyIso === 'USD')?.prizes).toHaveLength(5);
    const [settled] = await db.query<{ payout: string }>('select payout::text from toto_coupons where user_id = $1', [
      dollar.userId,
    ]);
    expect(settled?.payout).toMatch(/^\d+\.\d{2}$/);
  });
});

describe('variants by correct outcomes', () => {
  it('counts each variant of a coupon once, by how many results it guessed', () => {
    const results = ['1', 'X', '2'] as const;
    expect(variantsByHits(['1', 'X', '2'], [...results])).toEqual([0, 0, 0, 1]);
    expect(variantsByHits(['1X', 'X', '12'], [...results])).toEqual([0, 1, 2, 1]);
    expect(variantsByHits(['1X2', '1', '1'], ['void', '2', '2'])).toEqual([0, 3, 0, 0]);
  });
});
