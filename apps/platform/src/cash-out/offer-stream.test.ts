import { CASH_OUT_EVENT, cashOutOffersAnswerSchema } from '@betfront/contract/cash-out';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bettingTestAppOfFile, createBettor, createLiveFootballGame } from '../betting/betting-test-helpers';
import { notifyChannel } from '../db/database';
import { GAME_CHANGES_CHANNEL } from '../sportsbook/simulation/live-game-repository';
import { openEventStreamReader } from '../testing/event-stream-reader';
import { homeWin, inPlay, moveGame, placeOn, sellNow } from './cash-out-test-helpers';

const testApp = bettingTestAppOfFile();
let base = '';

beforeAll(async () => {
  base = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
});

/** Opens the player's stream of offers and reads its events one by one. */
async function openOffers(cookie: string, couponIds: readonly number[]) {
  const url = `${base}/web-api/cash-out/stream?couponIds=${couponIds.join(',')}`;
  const reader = await openEventStreamReader(url, CASH_OUT_EVENT, { cookie });
  return { ...reader, next: async () => cashOutOffersAnswerSchema.parse(await reader.next()).offers };
}

const opened: { close(): void }[] = [];
afterAll(() => {
  for (const stream of opened) stream.close();
});

describe('the pushed sale values', () => {
  it('sends the offers at once, then a value moved by a price heard on the changes channel', async () => {
    const { app, db } = testApp;
    const { cookie } = await createBettor(db, { balance: '1000' });
    const gameId = await createLiveFootballGame(db, { home: 0, away: 0 });
    const coupon = await placeOn(app, cookie, [homeWin(gameId)], { amount: '100' });
    const stream = await openOffers(cookie, [coupon.id]);
    opened.push(stream);
    expect(stream.status).toBe(200);
    const [first] = await stream.next();
    expect(first).toMatchObject({ couponId: coupon.id, liveStake: '100.00' });
    expect(first?.value).toMatch(/^\d+\.\d{2}$/);

    // The simulator's process writes the goal and names the game: this process prices the coupon again.
    await moveGame(db, gameId, inPlay(0.3, 1, 0));
    await notifyChannel(db, GAME_CHANGES_CHANNEL, String(gameId));
    const [moved] = await stream.next();
    expect(Number(moved?.value)).toBeGreaterThan(Number(first?.value));

    // A sale, wherever it is made, is pushed too.
    const { sale } = await sellNow(app, cookie, coupon.id, { stakePart: '40', changeCoefAction: 1 });
    const [sold] = await stream.next();
    expect(sold).toMatchObject({ liveStake: '60.00', sales: [{ id: sale.id, amount: sale.amount }] });
    stream.close();
  });

  it('sends nothing of another player’s coupon and needs a session', async () => {
    const { app, db } = testApp;
    const owner = await createBettor(db, { balance: '1000' });
    const other = await createBettor(db);
    const gameId = await createLiveFootballGame(db, { home: 0, away: 0 });
    const coupon = await placeOn(app, owner.cookie, [homeWin(gameId)], { amount: '100' });
    const stream = await openOffers(other.cookie, [coupon.id]);
    opened.push(stream);
    expect(await stream.next()).toEqual([]);
    stream.close();
    expect((await openOffers('', [coupon.id])).status).toBe(401);
  });
});
