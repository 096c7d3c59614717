import { cashOutAutoSaleAnswerSchema } from '@betfront/contract/cash-out';
import { describe, expect, it } from 'vitest';
import { balanceOf, bettingTestAppOfFile, createBettor, createLiveFootballGame } from '../betting/betting-test-helpers';
import { createSportsbookService } from '../sportsbook/read/sportsbook-service';
import { expectMoneyConsistent, takeMoneySnapshot } from '../testing/money-consistency';
import { XHR } from '../testing/test-app';
import { runAutoSales } from './auto-sales';
import { fromCents, toCents } from './cents';
import { homeWin, inPlay, moveGame, placeOn, readOffer, refusalCode } from './cash-out-test-helpers';

const testApp = bettingTestAppOfFile();

async function liveSingle() {
  const { app, db } = testApp;
  const bettor = await createBettor(db, { balance: '1000' });
  const before = await takeMoneySnapshot(db);
  const gameId = await createLiveFootballGame(db, { home: 0, away: 0 });
  const coupon = await placeOn(app, bettor.cookie, [homeWin(gameId)], { amount: '100' });
  return { ...bettor, gameId, coupon, before };
}

function setRule(cookie: string, couponId: number, body: object) {
  return testApp.app.inject({
    method: 'PUT',
    url: `/web-api/cash-out/${couponId}/auto`,
    headers: { ...XHR, cookie },
    payload: body,
  });
}

const sweep = () => runAutoSales(testApp.db, createSportsbookService(testApp.db, null));

describe('automatic sale', () => {
  it('sells once when the value reaches the target, and not before', async () => {
    const { app, db } = testApp;
    const { userId, cookie, coupon, gameId, before } = await liveSingle();
    const now = (await readOffer(app, cookie, coupon.id)).value as string;
    const target = fromCents(toCents(now) + 1000n);
    const set = await setRule(cookie, coupon.id, { value: target });
    expect(set.statusCode).toBe(200);
    expect(cashOutAutoSaleAnswerSchema.parse(set.json()).offer.autoSale).toEqual({ value: target, stakePart: null });

    expect(await sweep()).toBe(0);
    expect(await balanceOf(db, userId)).toBe('900.00');

    await moveGame(db, gameId, inPlay(0.3, 1, 0));
    const risen = (await readOffer(app, cookie, coupon.id)).value as string;
    expect(toCents(risen)).toBeGreaterThanOrEqual(toCents(target));
    expect(await Promise.all([sweep(), sweep(), sweep()])).toEqual(expect.arrayContaining([1]));
    expect(await sweep()).toBe(0);

    const offer = await readOffer(app, cookie, coupon.id);
    expect(offer.sales).toHaveLength(1);
    expect(offer.sales[0]).toMatchObject({ isAutomatic: true, isFull: true, stakePart: '100.00' });
    expect(toCents(offer.sales[0]?.amount ?? '0')).toBeGreaterThanOrEqual(toCents(target));
    expect(offer).toMatchObject({ autoSale: null, reasons: ['coupon_closed'] });
    expect(await balanceOf(db, userId)).toBe(fromCents(90_000n + toCents(offer.sales[0]?.amount ?? '0')));
    await expectMoneyConsistent(db, before);
  });

  it('sells the part asked for and leaves the rest in play', async () => {
    const { app, db } = testApp;
    const { cookie, coupon, before } = await liveSingle();
    expect((await setRule(cookie, coupon.id, { value: '1', stakePart: '40' })).statusCode).toBe(200);
    expect(await sweep()).toBe(1);
    const offer = await readOffer(app, cookie, coupon.id);
    expect(offer).toMatchObject({ liveStake: '60.00', soldStake: '40.00', autoSale: null, reasons: [] });
    expect(offer.sales[0]).toMatchObject({ stakePart: '40.00', isAutomatic: true, isFull: false });
    await expectMoneyConsistent(db, before);
  });

  it('refuses a part above the stake in play, a stranger’s coupon, and removes a rule on request', async () => {
    const { app, db } = testApp;
    const { cookie, coupon } = await liveSingle();
    const tooMuch = await setRule(cookie, coupon.id, { value: '150', stakePart: '100.01' });
    expect([tooMuch.statusCode, refusalCode(tooMuch)]).toEqual([400, 'stake_part_too_high']);
    const stranger = await createBettor(db, { balance: '0' });
    const foreign = await setRule(stranger.cookie, coupon.id, { value: '150' });
    expect([foreign.statusCode, refusalCode(foreign)]).toEqual([404, 'coupon_not_found']);
    const invalid = await setRule(cookie, coupon.id, { value: '-1' });
    expect(invalid.statusCode).toBe(400);

    await setRule(cookie, coupon.id, { value: '1' });
    const removed = await app.inject({
      method: 'DELETE',
      url: `/web-api/cash-out/${coupon.id}/auto`,
      headers: { ...XHR, cookie },
    });
    expect(cashOutAutoSaleAnswerSchema.parse(removed.json()).offer.autoSale).toBeNull();
    expect(await sweep()).toBe(0);
  });
});
