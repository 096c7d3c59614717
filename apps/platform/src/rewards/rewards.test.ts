import { errorBodySchema } from '@betfront/contract';
import { rewardsAnswerSchema } from '@betfront/contract/rewards';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bettingTestAppOfFile } from '../betting/betting-test-helpers';
import { admin, createChooser, placeSingle, settleHomeWin } from '../bonuses/bonus-test-helpers';
import { XHR } from '../testing/test-app';

const platform = bettingTestAppOfFile();

async function readRewards(app: FastifyInstance, cookie: string, query = '') {
  const response = await app.inject({ url: `/web-api/rewards${query}`, headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return rewardsAnswerSchema.parse(response.json());
}

describe('rewards', () => {
  it('lists the bonus money and cashback the player earned, not their bets', async () => {
    const { app, db } = platform;
    await admin(db, 'bonusPromoCreate', {
      code: 'REWARD40',
      kind: 'credit',
      titleRu: 'Награда',
      titleEn: 'Reward',
      amounts: { RUB: '40' },
      wagerMultiplier: 3,
      days: 30,
    });
    const player = await createChooser(db, 0, '5000');
    expect((await readRewards(app, player.cookie)).rewards).toEqual([]);
    const credited = await app.inject({
      method: 'POST',
      url: '/web-api/bonuses/promo-codes',
      headers: { ...XHR, cookie: player.cookie },
      payload: { code: 'REWARD40' },
    });
    expect(credited.statusCode).toBe(201);
    const lost = await placeSingle(app, player.cookie, db, { amount: '1000', side: '2' });
    await settleHomeWin(db, lost.gameId);
    await db.query(`update coupons set settled_at = date_trunc('week', now()) - interval '1 hour' where user_id = $1`, [
      player.userId,
    ]);
    const claimed = await app.inject({
      method: 'POST',
      url: '/web-api/sport/cashback/claims',
      headers: { ...XHR, cookie: player.cookie },
    });
    expect(claimed.statusCode).toBe(200);

    const answer = await readRewards(app, player.cookie);
    expect(answer.total).toBe(2);
    expect(answer.rewards.map(({ source, amount, isBonusMoney }) => [source, amount, isBonusMoney])).toEqual([
      ['sport_cashback', '50.00', false],
      ['promo_code', '40.00', true],
    ]);
    expect(answer.sums).toEqual([
      { source: 'promo_code', currencyIso: 'RUB', amount: '40.00', count: 1 },
      { source: 'sport_cashback', currencyIso: 'RUB', amount: '50.00', count: 1 },
    ]);
    expect((await readRewards(app, player.cookie, '?page=2')).rewards).toEqual([]);
  });

  it('lists a betting award the player collected', async () => {
    const { app, db } = platform;
    const player = await createChooser(db, 0, '5000');
    const won = await placeSingle(app, player.cookie, db, { amount: '100', side: '1' });
    await settleHomeWin(db, won.gameId);
    const claimed = await app.inject({
      method: 'POST',
      url: '/web-api/betting-awards/first-win/claims?lng=en',
      headers: { ...XHR, cookie: player.cookie },
    });
    expect(claimed.statusCode).toBe(201);

    const answer = await readRewards(app, player.cookie);
    expect(answer.rewards.map(({ source, amount, isBonusMoney }) => [source, amount, isBonusMoney])).toEqual([
      ['betting_award', '100.00', true],
    ]);
    expect(answer.sums).toEqual([{ source: 'betting_award', currencyIso: 'RUB', amount: '100.00', count: 1 }]);
  });

  it('refuses a visitor and a malformed page', async () => {
    const { app, db } = platform;
    const player = await createChooser(db, 0);
    expect((await app.inject({ url: '/web-api/rewards' })).statusCode).toBe(401);
    for (const page of ['0', 'two', '-1']) {
      const response = await app.inject({ url: `/web-api/rewards?page=${page}`, headers: { cookie: player.cookie } });
      expect([response.statusCode, errorBodySchema.parse(response.json()).error.code]).toEqual([
        400,
        'invalid_request',
      ]);
    }
  });
});
