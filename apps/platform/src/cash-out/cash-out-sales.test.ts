import { betHistoryAnswerSchema } from '@betfront/contract/bets';
import { describe, expect, it } from 'vitest';
import {
  balanceOf,
  bettingTestAppOfFile,
  createBettor,
  createLiveFootballGame,
  finishFootballGame,
} from '../betting/betting-test-helpers';
import { settleFinishedGames } from '../betting/settle-finished-games';
import { expectMoneyConsistent, takeMoneySnapshot } from '../testing/money-consistency';
import { fromCents, toCents } from './cents';
import {
  homeWin,
  inPlay,
  moveGame,
  placeOn,
  quoteOf,
  readOffer,
  refusalCode,
  sell,
  sellNow,
} from './cash-out-test-helpers';

const testApp = bettingTestAppOfFile();

/** A player's live express of 100 on two home wins, with the money as it stood before it was placed. */
async function liveExpress(balance = '1000') {
  const { app, db } = testApp;
  const bettor = await createBettor(db, { balance });
  const before = await takeMoneySnapshot(db);
  const games = [
    await createLiveFootballGame(db, { home: 0, away: 0 }),
    await createLiveFootballGame(db, { home: 0, away: 0 }),
  ];
  const coupon = await placeOn(app, bettor.cookie, games.map(homeWin), { typeId: 1, amount: '100' });
  return { ...bettor, games, coupon, before };
}

describe('selling a coupon back', () => {
  it('sells half of a live express, then the rest; the balance moves by exactly what each sale paid', async () => {
    const { app, db } = testApp;
    const { userId, cookie, coupon, games, before } = await liveExpress();
    const offer = await readOffer(app, cookie, coupon.id);
    expect(offer).toMatchObject({ liveStake: '100.00', soldStake: '0.00', reasons: [], sales: [] });
    expect(offer.value).not.toBeNull();
    expect(toCents(offer.value as string)).toBeLessThan(toCents(coupon.possibleWin));

    const half = await sellNow(app, cookie, coupon.id, { stakePart: '50' });
    expect(half.sale).toMatchObject({ stakePart: '50.00', isFull: false });
    expect(half.sale.amount).toBe(fromCents(toCents(offer.value as string) / 2n));
    expect(half.balance).toBe(fromCents(90_000n + toCents(half.sale.amount)));
    expect(half.offer).toMatchObject({ liveStake: '50.00', soldStake: '50.00', cashedOut: half.sale.amount });
    expect(half.offer.livePossibleWin).toBe(fromCents(toCents(coupon.possibleWin) / 2n));

    const rest = await sellNow(app, cookie, coupon.id);
    expect(rest.sale).toMatchObject({ stakePart: '50.00', isFull: true });
    expect(await balanceOf(db, userId)).toBe(
      fromCents(90_000n + toCents(half.sale.amount) + toCents(rest.sale.amount)),
    );
    expect(rest.offer).toMatchObject({ value: null, liveStake: '0.00', reasons: ['coupon_closed'] });
    expect(rest.offer.sales.map((sale) => sale.amount)).toEqual([half.sale.amount, rest.sale.amount]);

    const history = betHistoryAnswerSchema.parse(
      (await app.inject({ url: '/web-api/bets/history', headers: { cookie } })).json(),
    );
    expect(history.coupons.find((placed) => placed.id === coupon.id)).toMatchObject({ statusId: 7, payout: '0.00' });
    const opened = await app.inject({ url: '/web-api/bets/opened', headers: { cookie } });
    expect(opened.json().coupons).toEqual([]);

    for (const gameId of games)
      await finishFootballGame(db, gameId, [
        { home: 1, away: 0 },
        { home: 1, away: 0 },
      ]);
    await settleFinishedGames(db);
    expect(await balanceOf(db, userId)).toBe(
      fromCents(90_000n + toCents(half.sale.amount) + toCents(rest.sale.amount)),
    );
    await expectMoneyConsistent(db, before);
  });

  it('settles the part not sold: a won express pays its possible win scaled to the stake left', async () => {
    const { app, db } = testApp;
    const { userId, cookie, coupon, games, before } = await liveExpress();
    const { sale } = await sellNow(app, cookie, coupon.id, { stakePart: '25.00' });
    for (const gameId of games)
      await finishFootballGame(db, gameId, [
        { home: 2, away: 0 },
        { home: 0, away: 0 },
      ]);
    await settleFinishedGames(db);
    const paid = fromCents((toCents(coupon.possibleWin) * 75n) / 100n);
    expect(await balanceOf(db, userId)).toBe(fromCents(90_000n + toCents(sale.amount) + toCents(paid)));
    const [row] = await db.query<{ payout: string; status_id: number }>(
      'select payout::text as payout, status_id from coupons where id = $1',
      [coupon.id],
    );
    expect(row).toEqual({ payout: paid, status_id: 1 });
    await expectMoneyConsistent(db, before);
  });

  it('answers a repeated request with its sale and credits it once', async () => {
    const { app, db } = testApp;
    const { userId, cookie, coupon, before } = await liveExpress();
    const { quoteId } = await quoteOf(app, cookie, coupon.id);
    const body = { quoteId, requestId: '5b0c4a7e-1a52-4c6e-9a53-0d2a3c8f0e11', stakePart: '10' };
    const first = await sell(app, cookie, coupon.id, body);
    const second = await sell(app, cookie, coupon.id, body);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().sale).toEqual(first.json().sale);
    expect(await balanceOf(db, userId)).toBe(first.json().balance);
    const other = await quoteOf(app, cookie, coupon.id);
    const reused = await sell(app, cookie, coupon.id, { ...body, quoteId: other.quoteId });
    expect([reused.statusCode, refusalCode(reused)]).toEqual([409, 'request_id_reused']);
    await expectMoneyConsistent(db, before);
  });

  it('applies the player’s policy to a value that moved since the quote', async () => {
    const { app, db } = testApp;
    const { userId, cookie, coupon, games, before } = await liveExpress();
    const { quoteId, offer } = await quoteOf(app, cookie, coupon.id);
    await moveGame(db, games[0] as number, inPlay(0.3, 1, 0));
    const risen = await readOffer(app, cookie, coupon.id);
    expect(toCents(risen.value as string)).toBeGreaterThan(toCents(offer.value as string));

    const confirm = await sell(app, cookie, coupon.id, { quoteId, changeCoefAction: 0 });
    expect([confirm.statusCode, refusalCode(confirm), confirm.json().error.value]).toEqual([
      409,
      'cash_out_value_changed',
      risen.value,
    ]);
    expect(await balanceOf(db, userId)).toBe('900.00');
    const onRise = await sell(app, cookie, coupon.id, { quoteId, changeCoefAction: 2 });
    expect(onRise.statusCode).toBe(200);
    expect(onRise.json().sale.amount).toBe(risen.value);
    await expectMoneyConsistent(db, before);
  });

  it('refuses a fall of the value under "accept a rise" and takes it under "accept any change"', async () => {
    const { app, db } = testApp;
    const { cookie, coupon, games } = await liveExpress();
    const { quoteId } = await quoteOf(app, cookie, coupon.id);
    await moveGame(db, games[0] as number, inPlay(0.3, 0, 1));
    const fallen = await readOffer(app, cookie, coupon.id);
    const onRise = await sell(app, cookie, coupon.id, { quoteId, changeCoefAction: 2 });
    expect([onRise.statusCode, refusalCode(onRise)]).toEqual([409, 'cash_out_value_changed']);
    const any = await sell(app, cookie, coupon.id, { quoteId, changeCoefAction: 1 });
    expect([any.statusCode, any.json().sale.amount]).toEqual([200, fallen.value]);
  });

  it('refuses an expired quote, a quote older than the last sale, a stake part above the stake in play', async () => {
    const { app, db } = testApp;
    const { cookie, coupon } = await liveExpress();
    const old = await quoteOf(app, cookie, coupon.id);
    await db.query(`update cash_out_quotes set expires_at = now() - interval '1 second' where id = $1`, [old.quoteId]);
    const expired = await sell(app, cookie, coupon.id, { quoteId: old.quoteId });
    expect([expired.statusCode, refusalCode(expired)]).toEqual([409, 'quote_expired']);

    const before = await quoteOf(app, cookie, coupon.id);
    await sellNow(app, cookie, coupon.id, { stakePart: '40' });
    const stale = await sell(app, cookie, coupon.id, { quoteId: before.quoteId });
    expect([stale.statusCode, refusalCode(stale)]).toEqual([409, 'quote_stale']);

    const { quoteId } = await quoteOf(app, cookie, coupon.id);
    const tooMuch = await sell(app, cookie, coupon.id, { quoteId, stakePart: '60.01' });
    expect([tooMuch.statusCode, refusalCode(tooMuch)]).toEqual([400, 'stake_part_too_high']);
    const unknown = await sell(app, cookie, coupon.id, { quoteId: '00000000-0000-4000-8000-000000000000' });
    expect([unknown.statusCode, refusalCode(unknown)]).toEqual([404, 'quote_not_found']);
    const someoneElse = await createBettor(db, { balance: '0' });
    const foreign = await sell(app, someoneElse.cookie, coupon.id, { quoteId });
    expect([foreign.statusCode, refusalCode(foreign)]).toEqual([404, 'coupon_not_found']);
  });
});
