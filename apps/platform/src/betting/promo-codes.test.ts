import { placeCouponAnswerSchema, placeErrorBodySchema, playerPromoCodesAnswerSchema } from '@betfront/contract/bets';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import {
  balanceOf,
  countCoupons,
  couponBody,
  createBettingTestApp,
  createBettor,
  createFootballGame,
  placeCoupon,
} from './betting-test-helpers';

let app: FastifyInstance;
let db: Database;
let selectionId: string;
beforeAll(async () => {
  ({ app, db } = await createBettingTestApp());
  selectionId = `${await createFootballGame(db)}:game:winner3::1`;
});
afterAll(async () => {
  await app.close();
  await db.close();
});

async function promoCodes(cookie: string): Promise<string[]> {
  const response = await app.inject({ url: '/web-api/bets/promo-codes', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return playerPromoCodesAnswerSchema.parse(response.json()).promoCodes.map((item) => item.code);
}

const refusal = (body: unknown) => placeErrorBodySchema.parse(body).error;

describe('the player’s promo codes', () => {
  it('grants the welcome codes to a new player and answers only the player', async () => {
    const { cookie } = await createBettor(db);
    expect(await promoCodes(cookie)).toEqual(['EXPRESS5', 'WELCOME']);
    const visitor = await app.inject({ url: '/web-api/bets/promo-codes' });
    expect(visitor.statusCode).toBe(401);
  });

  it('spends a code on the coupon placed under it, typed in any case, and lists it no more', async () => {
    const { cookie } = await createBettor(db, { balance: '1000' });
    const response = await placeCoupon(app, cookie, await couponBody(app, [selectionId], { promoCode: ' welcome ' }));
    expect(response.statusCode).toBe(200);
    expect(placeCouponAnswerSchema.parse(response.json()).coupon.promoCode).toBe('WELCOME');
    expect(await promoCodes(cookie)).toEqual(['EXPRESS5']);
  });

  it('refuses a code already spent and one the player was not granted, writing nothing', async () => {
    const { userId, cookie } = await createBettor(db, { balance: '1000' });
    await placeCoupon(app, cookie, await couponBody(app, [selectionId], { promoCode: 'WELCOME' }));
    const again = await placeCoupon(app, cookie, await couponBody(app, [selectionId], { promoCode: 'WELCOME' }));
    expect(again.statusCode).toBe(409);
    expect(refusal(again.json()).code).toBe('promo_code_used');
    const unknown = await placeCoupon(app, cookie, await couponBody(app, [selectionId], { promoCode: 'NOPE2024' }));
    expect(unknown.statusCode).toBe(404);
    expect(refusal(unknown.json()).code).toBe('promo_code_not_found');
    expect(await countCoupons(db, userId)).toBe(1);
    expect(await balanceOf(db, userId)).toBe('900.00');
  });

  it('spends a code once when two coupons are placed under it at the same moment', async () => {
    const { userId, cookie } = await createBettor(db, { balance: '1000' });
    const bodies = [
      await couponBody(app, [selectionId], { promoCode: 'EXPRESS5' }),
      await couponBody(app, [selectionId], { promoCode: 'EXPRESS5' }),
    ];
    const responses = await Promise.all(bodies.map((body) => placeCoupon(app, cookie, body)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await countCoupons(db, userId)).toBe(1);
    expect(await balanceOf(db, userId)).toBe('900.00');
  });
});
