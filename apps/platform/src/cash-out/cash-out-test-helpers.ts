import { placeCouponAnswerSchema, type PlacedCoupon } from '@betfront/contract/bets';
import {
  cashOutErrorBodySchema,
  cashOutOffersAnswerSchema,
  cashOutQuoteAnswerSchema,
  cashOutSaleAnswerSchema,
  type CashOutOffer,
} from '@betfront/contract/cash-out';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { couponBody, placeCoupon } from '../betting/betting-test-helpers';
import type { Database } from '../db/database';
import type { GameProgress } from '../sportsbook/pricing/game-markets';
import { XHR } from '../testing/test-app';

export const homeWin = (gameId: number) => `${gameId}:game:winner3::1`;
export const awayWin = (gameId: number) => `${gameId}:game:winner3::2`;

/** Places a coupon on the selections at their current coefs; fails unless it is accepted. */
export async function placeOn(
  app: FastifyInstance,
  cookie: string,
  selectionIds: readonly string[],
  overrides: object = {},
): Promise<PlacedCoupon> {
  const response = await placeCoupon(app, cookie, await couponBody(app, selectionIds, overrides));
  if (response.statusCode !== 200) throw new Error(`Placing failed: ${response.body}`);
  return placeCouponAnswerSchema.parse(response.json()).coupon;
}

export async function readOffer(app: FastifyInstance, cookie: string, couponId: number): Promise<CashOutOffer> {
  const response = await app.inject({ url: `/web-api/cash-out/offers?couponIds=${couponId}`, headers: { cookie } });
  const [offer] = cashOutOffersAnswerSchema.parse(response.json()).offers;
  if (!offer) throw new Error(`No offer for coupon ${couponId}: ${response.body}`);
  return offer;
}

export function requestQuote(app: FastifyInstance, cookie: string, couponId: number) {
  return app.inject({ method: 'POST', url: `/web-api/cash-out/${couponId}/quotes`, headers: { ...XHR, cookie } });
}

/** A quote of the coupon; fails unless it is given. */
export async function quoteOf(app: FastifyInstance, cookie: string, couponId: number) {
  const response = await requestQuote(app, cookie, couponId);
  if (response.statusCode !== 200) throw new Error(`Quoting failed: ${response.body}`);
  return cashOutQuoteAnswerSchema.parse(response.json());
}

export function sell(app: FastifyInstance, cookie: string, couponId: number, body: object) {
  return app.inject({
    method: 'POST',
    url: `/web-api/cash-out/${couponId}/sales`,
    headers: { ...XHR, cookie },
    payload: { requestId: randomUUID(), ...body },
  });
}

/** Sells the coupon at a fresh quote; fails unless the sale is accepted. */
export async function sellNow(app: FastifyInstance, cookie: string, couponId: number, body: object = {}) {
  const { quoteId } = await quoteOf(app, cookie, couponId);
  const response = await sell(app, cookie, couponId, { quoteId, ...body });
  if (response.statusCode !== 200) throw new Error(`Selling failed: ${response.body}`);
  return cashOutSaleAnswerSchema.parse(response.json());
}

export const refusalCode = (response: { json(): unknown }) => cashOutErrorBodySchema.parse(response.json()).error.code;

/** Moves a game in play to another score and moment, as the simulator would (its prices follow). */
export async function moveGame(db: Database, gameId: number, progress: GameProgress): Promise<void> {
  await db.query('update sb_games set progress = $2::jsonb, version = version + 1 where id = $1', [
    gameId,
    JSON.stringify(progress),
  ]);
}

export const inPlay = (elapsed: number, home: number, away: number): GameProgress => ({
  elapsed,
  completedPeriods: elapsed >= 0.5 ? 1 : 0,
  periodScores:
    elapsed >= 0.5
      ? [
          { home, away },
          { home: 0, away: 0 },
        ]
      : [{ home, away }],
  corners: { home: 0, away: 0 },
});
