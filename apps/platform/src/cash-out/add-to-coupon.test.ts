import { addToCouponAnswerSchema } from '@betfront/contract/cash-out';
import { placeErrorBodySchema } from '@betfront/contract/bets';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  balanceOf,
  bettingTestAppOfFile,
  createBettor,
  createLiveFootballGame,
  currentCoef,
  finishFootballGame,
} from '../betting/betting-test-helpers';
import { settleFinishedGames } from '../betting/settle-finished-games';
import { expectMoneyConsistent, takeMoneySnapshot } from '../testing/money-consistency';
import { XHR } from '../testing/test-app';
import { fromCents, toCents } from './cents';
import { homeWin, inPlay, moveGame, placeOn, readOffer, refusalCode, sellNow } from './cash-out-test-helpers';

const testApp = bettingTestAppOfFile();

function addTo(app: FastifyInstance, cookie: string, couponId: number, body: object) {
  return app.inject({
    method: 'POST',
    url: `/web-api/cash-out/${couponId}/additions`,
    headers: { ...XHR, cookie },
    payload: { requestId: randomUUID(), changeCoefAction: 1, ...body },
  });
}

/** The coupon's bets at the coefs offered now, as the page sends them. */
async function betsNow(app: FastifyInstance, selectionIds: readonly string[]) {
  const bets = [];
  for (const id of selectionIds) bets.push({ id, coef: await currentCoef(app, id) });
  return bets;
}

/** Adds stake; fails unless it is taken. */
async function addNow(app: FastifyInstance, cookie: string, couponId: number, selectionIds: string[], body: object) {
  const response = await addTo(app, cookie, couponId, { bets: await betsNow(app, selectionIds), ...body });
  if (response.statusCode !== 200) throw new Error(`Adding failed: ${response.body}`);
  return addToCouponAnswerSchema.parse(response.json());
}

const placeCode = (response: { json(): unknown }) => placeErrorBodySchema.parse(response.json()).error.code;

async function liveSingle(balance = '1000') {
  const { app, db } = testApp;
  const bettor = await createBettor(db, { balance });
  const before = await takeMoneySnapshot(db);
  const gameId = await createLiveFootballGame(db, { home: 0, away: 0 });
  const coupon = await placeOn(app, bettor.cookie, [homeWin(gameId)], { amount: '100' });
  return { ...bettor, gameId, selectionId: homeWin(gameId), coupon, before };
}

describe('adding stake to an open coupon', () => {
  it('takes the stake once at the price of the moment, and settlement pays each part at its own odds', async () => {
    const { app, db } = testApp;
    const { userId, cookie, gameId, selectionId, coupon, before } = await liveSingle();
    // The home side scores: its price falls before the player adds to the bet.
    await moveGame(db, gameId, inPlay(0.3, 1, 0));
    const newCoef = await currentCoef(app, selectionId);
    expect(toCents(newCoef)).toBeLessThan(toCents(coupon.coef));

    const requestId = randomUUID();
    const added = await addNow(app, cookie, coupon.id, [selectionId], { amount: '50', requestId });
    const partWin = fromCents(toCents(newCoef) * 50n);
    expect(added.part).toMatchObject({ amount: '50.00', coef: newCoef, possibleWin: partWin });
    expect(added.balance).toBe('850.00');
    expect(added.offer.parts).toEqual([added.part]);
    expect(added.offer.liveStake).toBe('150.00');
    expect(added.offer.livePossibleWin).toBe(fromCents(toCents(coupon.possibleWin) + toCents(partWin)));

    // A retry answers the same part and takes nothing more; the id with another amount is refused.
    const again = await addTo(app, cookie, coupon.id, {
      requestId,
      amount: '50',
      bets: await betsNow(app, [selectionId]),
    });
    expect(addToCouponAnswerSchema.parse(again.json()).part.id).toBe(added.part.id);
    const reused = await addTo(app, cookie, coupon.id, {
      requestId,
      amount: '60',
      bets: await betsNow(app, [selectionId]),
    });
    expect([reused.statusCode, refusalCode(reused)]).toEqual([409, 'request_id_reused']);
    const stakes = await db.query<{ reference: string }>(
      `select reference from ledger_entries where kind = 'stake' and user_id = $1 order by id`,
      [userId],
    );
    expect(stakes.map((entry) => entry.reference)).toEqual([`coupon:${coupon.id}`, `coupon-part:${added.part.id}`]);

    await finishFootballGame(db, gameId, [
      { home: 1, away: 0 },
      { home: 0, away: 0 },
    ]);
    await settleFinishedGames(db);
    const paid = toCents(coupon.possibleWin) + toCents(partWin);
    expect(await balanceOf(db, userId)).toBe(fromCents(85_000n + paid));
    await expectMoneyConsistent(db, before);
  });

  it('prices the sale of every part: the value of two parts at one price is the sum of theirs', async () => {
    const { app, db } = testApp;
    const { cookie, selectionId, coupon, before } = await liveSingle();
    const alone = await readOffer(app, cookie, coupon.id);
    const added = await addNow(app, cookie, coupon.id, [selectionId], { amount: '100' });
    expect(added.part.coef).toBe(coupon.coef);
    expect(added.offer.value).toBe(fromCents(toCents(alone.value as string) * 2n));
    // Selling half the stake in play sells half of each part; the coupon then takes no more stake.
    const { sale, offer } = await sellNow(app, cookie, coupon.id, { stakePart: '100', changeCoefAction: 1 });
    expect(sale.amount).toBe(alone.value);
    expect(offer.addition).toEqual({ refusal: 'coupon_partly_sold' });
    const refused = await addTo(app, cookie, coupon.id, { amount: '10', bets: await betsNow(app, [selectionId]) });
    expect([refused.statusCode, refusalCode(refused)]).toEqual([409, 'coupon_partly_sold']);
    await expectMoneyConsistent(db, before);
  });

  it('applies placement’s rules: policy on changed odds, suspended markets, limits, balance, own bets', async () => {
    const { app, db } = testApp;
    const { userId, cookie, gameId, selectionId, coupon, before } = await liveSingle('150');
    const seen = await betsNow(app, [selectionId]);
    await moveGame(db, gameId, inPlay(0.3, 0, 1));
    const confirm = await addTo(app, cookie, coupon.id, { amount: '10', bets: seen, changeCoefAction: 0 });
    expect([confirm.statusCode, placeCode(confirm)]).toEqual([409, 'odds_changed']);

    const wrongBets = await addTo(app, cookie, coupon.id, {
      amount: '10',
      bets: [{ id: `${gameId}:game:winner3::X`, coef: '3.00' }],
    });
    expect([wrongBets.statusCode, refusalCode(wrongBets)]).toEqual([400, 'bets_mismatch']);
    const small = await addTo(app, cookie, coupon.id, { amount: '1', bets: await betsNow(app, [selectionId]) });
    expect([small.statusCode, placeCode(small)]).toEqual([400, 'amount_below_minimum']);
    const broke = await addTo(app, cookie, coupon.id, { amount: '60', bets: await betsNow(app, [selectionId]) });
    expect([broke.statusCode, placeCode(broke)]).toEqual([402, 'insufficient_balance']);

    await moveGame(db, gameId, inPlay(0.9, 0, 5));
    expect((await readOffer(app, cookie, coupon.id)).addition).toEqual({ refusal: 'market_suspended' });
    const suspended = await addTo(app, cookie, coupon.id, { amount: '10', bets: seen });
    expect([suspended.statusCode, placeCode(suspended)]).toEqual([409, 'market_suspended']);
    expect(await balanceOf(db, userId)).toBe('50.00');
    await expectMoneyConsistent(db, before);
  });

  it(
    'takes 30 additions sent at once only while the balance holds, never below zero',
    { timeout: 60_000 },
    async () => {
      const { app, db } = testApp;
      const { userId, cookie, selectionId, coupon, before } = await liveSingle('300');
      const bets = await betsNow(app, [selectionId]);
      const responses = await Promise.all(
        Array.from({ length: 30 }, () => addTo(app, cookie, coupon.id, { amount: '10', bets })),
      );
      const codes = responses.map((response) => response.statusCode);
      expect(codes.filter((code) => code === 200)).toHaveLength(20);
      expect(codes.filter((code) => code === 402)).toHaveLength(10);
      expect(await balanceOf(db, userId)).toBe('0.00');
      expect((await readOffer(app, cookie, coupon.id)).liveStake).toBe('300.00');
      await expectMoneyConsistent(db, before);
    },
  );

  it('refuses a coupon of another type, a settled one and a stranger’s', async () => {
    const { app, db } = testApp;
    const { cookie } = await createBettor(db, { balance: '1000' });
    const games = [];
    for (let i = 0; i < 3; i += 1) games.push(await createLiveFootballGame(db, { home: 0, away: 0 }));
    const ids = games.map(homeWin);
    const system = await placeOn(app, cookie, ids, { typeId: 2, systemValue: 2, amount: '30' });
    const asSystem = await addTo(app, cookie, system.id, { amount: '30', bets: await betsNow(app, ids) });
    expect([asSystem.statusCode, refusalCode(asSystem)]).toEqual([409, 'type_not_offered']);

    const stranger = await createBettor(db, { balance: '1000' });
    const theirs = await addTo(app, stranger.cookie, system.id, { amount: '30', bets: await betsNow(app, ids) });
    expect([theirs.statusCode, refusalCode(theirs)]).toEqual([404, 'coupon_not_found']);

    const single = await placeOn(app, cookie, [ids[0] as string], { amount: '100' });
    await finishFootballGame(db, games[0] as number, [
      { home: 0, away: 1 },
      { home: 0, away: 0 },
    ]);
    await settleFinishedGames(db);
    const settled = await addTo(app, cookie, single.id, { amount: '10', bets: [{ id: ids[0], coef: '2.00' }] });
    expect([settled.statusCode, placeCode(settled)]).toEqual([409, 'game_finished']);
    expect((await readOffer(app, cookie, single.id)).addition).toEqual({ refusal: 'coupon_closed' });
  });
});
