import { describe, expect, it } from 'vitest';
import {
  bettingTestAppOfFile,
  createBettor,
  createLiveFootballGame,
  finishFootballGame,
} from '../betting/betting-test-helpers';
import { settleFinishedGames } from '../betting/settle-finished-games';
import { ADMIN } from '../testing/test-app';
import {
  awayWin,
  homeWin,
  inPlay,
  moveGame,
  placeOn,
  readOffer,
  refusalCode,
  requestQuote,
  sell,
  quoteOf,
} from './cash-out-test-helpers';
import { toCents } from './cents';

const testApp = bettingTestAppOfFile();

async function expressOnTwoGames() {
  const { app, db } = testApp;
  const { cookie } = await createBettor(db, { balance: '1000' });
  const first = await createLiveFootballGame(db, { home: 0, away: 0 });
  const second = await createLiveFootballGame(db, { home: 0, away: 0 });
  const coupon = await placeOn(app, cookie, [homeWin(first), awayWin(second)], { typeId: 1, amount: '100' });
  return { cookie, first, second, coupon };
}

function setCashOut(settings: object) {
  return testApp.app.inject({ method: 'PUT', url: '/admin-api/cash-out', headers: ADMIN, payload: settings });
}

describe('the offer of a coupon', () => {
  it('tells which bet stops the sale when its market is suspended', async () => {
    const { app, db } = testApp;
    const { cookie, second, coupon } = await expressOnTwoGames();
    await moveGame(db, second, inPlay(0.9, 5, 0));
    const offer = await readOffer(app, cookie, coupon.id);
    expect(offer.value).toBeNull();
    expect(offer.reasons).toEqual([]);
    expect(offer.legs.map((leg) => leg.reasons)).toEqual([[], ['market_suspended']]);
    const quote = await requestQuote(app, cookie, coupon.id);
    expect([quote.statusCode, refusalCode(quote)]).toEqual([409, 'cash_out_unavailable']);
  });

  it('has nothing to sell once a bet of the express has lost, and names it', async () => {
    const { app, db } = testApp;
    const { cookie, second, coupon } = await expressOnTwoGames();
    await finishFootballGame(db, second, [
      { home: 1, away: 0 },
      { home: 0, away: 0 },
    ]);
    await settleFinishedGames(db);
    const offer = await readOffer(app, cookie, coupon.id);
    expect(offer).toMatchObject({ value: null, reasons: ['nothing_to_sell'] });
    expect(offer.legs.map((leg) => leg.reasons)).toEqual([[], ['leg_lost']]);
  });

  it('follows the operator’s switch, margin and maximum sale', async () => {
    const { app } = testApp;
    const { cookie, coupon } = await expressOnTwoGames();
    try {
      expect((await setCashOut({ isEnabled: 'off' })).statusCode).toBe(200);
      expect((await readOffer(app, cookie, coupon.id)).reasons).toEqual(['switched_off']);
      await setCashOut({ isEnabled: 'on', margin: '0' });
      const fair = toCents((await readOffer(app, cookie, coupon.id)).value as string);
      await setCashOut({ margin: '0.2' });
      const withMargin = toCents((await readOffer(app, cookie, coupon.id)).value as string);
      expect(withMargin).toBeLessThanOrEqual((fair * 8n) / 10n + 1n);
      expect(withMargin).toBeGreaterThanOrEqual((fair * 8n) / 10n - 1n);

      await setCashOut({ maxSaleValue: '1' });
      const { quoteId } = await quoteOf(app, cookie, coupon.id);
      const above = await sell(app, cookie, coupon.id, { quoteId });
      expect([above.statusCode, refusalCode(above)]).toEqual([409, 'sale_above_maximum']);
      const shown = await app.inject({ url: '/admin-api/cash-out', headers: ADMIN });
      expect(shown.json().result).toMatchObject({ isEnabled: true, margin: '0.2000', maxSaleValue: '1.00' });
      const invalid = await setCashOut({ margin: '1.5' });
      expect(invalid.statusCode).toBe(400);
    } finally {
      await setCashOut({ isEnabled: 'on', margin: '0.05', maxSaleValue: 'none' });
    }
  });

  it('answers only the player’s own coupons and refuses a malformed list', async () => {
    const { app, db } = testApp;
    const { coupon } = await expressOnTwoGames();
    const other = await createBettor(db, { balance: '0' });
    const foreign = await app.inject({
      url: `/web-api/cash-out/offers?couponIds=${coupon.id}`,
      headers: { cookie: other.cookie },
    });
    expect(foreign.json()).toEqual({ offers: [] });
    const bad = await app.inject({ url: '/web-api/cash-out/offers?couponIds=1,x', headers: { cookie: other.cookie } });
    expect(bad.statusCode).toBe(400);
    const anonymous = await app.inject({ url: `/web-api/cash-out/offers?couponIds=${coupon.id}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
