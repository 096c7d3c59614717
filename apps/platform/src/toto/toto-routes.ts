import {
  buyTotoCouponBodySchema,
  totoCouponParamsSchema,
  totoDrawParamsSchema,
  totoLngQuerySchema,
} from '@betfront/contract/toto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { readsRussian } from '../betting/reader-language';
import { mainAccount } from '../draws/main-account';
import { countryFromRequest } from '../http/country-header';
import { parseInput } from '../http/parse-input';
import { findSessionPlayer, requireSessionPlayer } from '../session/session-player';
import { buyTotoCoupon } from './buy-coupon';
import {
  defaultCurrencyIso,
  readOpenDraws,
  readPastTotoDraws,
  readTotoCoupon,
  readTotoCoupons,
  readTotoDraw,
  readTotoWinners,
} from './toto-reads';
import type { TotoReader } from './toto-reads';
import { TotoRefusal } from './toto-refusal';

/** The toto: its open and past draws, the player's coupons and their purchase. */
export function totoRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    /** The reader's language, and the currency whose pool each draw shows first: a player's main account's. */
    const readerOf = async (request: Parameters<typeof findSessionPlayer>[1]): Promise<TotoReader> => {
      const { lng } = parseInput(totoLngQuerySchema, request.query, 'query');
      const player = await findSessionPlayer(db, request);
      return {
        russian: readsRussian(lng, player?.language ?? null),
        currencyIso: player ? (await mainAccount(db, player.id)).currencyIso : await defaultCurrencyIso(db),
      };
    };

    app.get('/web-api/toto/draws/open', async (request) => readOpenDraws(db, await readerOf(request), new Date()));

    app.get('/web-api/toto/draws', async (request) => ({
      draws: await readPastTotoDraws(db, await readerOf(request), new Date()),
    }));

    app.get('/web-api/toto/winners', async () => ({ winners: await readTotoWinners(db) }));

    app.get('/web-api/toto/draws/:drawId', async (request) => {
      const { drawId } = parseInput(totoDrawParamsSchema, request.params, 'params');
      const draw = await readTotoDraw(db, drawId, await readerOf(request));
      if (!draw) throw new TotoRefusal(404, 'draw_not_found', `There is no draw ${drawId}`);
      return { draw };
    });

    app.get('/web-api/toto/coupons', async (request) => {
      const user = await requireSessionPlayer(db, request);
      return { coupons: await readTotoCoupons(db, user.id) };
    });

    app.get('/web-api/toto/coupons/:couponId', async (request) => {
      const user = await requireSessionPlayer(db, request);
      const { couponId } = parseInput(totoCouponParamsSchema, request.params, 'params');
      const coupon = await readTotoCoupon(db, user.id, couponId);
      if (!coupon) throw new TotoRefusal(404, 'coupon_not_found', `You have no coupon ${couponId}`);
      // The coupon's draw shows the pool the coupon plays in.
      const reader = { ...(await readerOf(request)), currencyIso: coupon.currencyIso };
      const draw = await readTotoDraw(db, coupon.drawId, reader);
      if (!draw) throw new Error(`The coupon ${couponId} has no draw`);
      return { coupon, draw };
    });

    app.post('/web-api/toto/coupons', async (request) => {
      const user = await requireSessionPlayer(db, request);
      const body = parseInput(buyTotoCouponBodySchema, request.body, 'body');
      return buyTotoCoupon(db, user.id, body, { countryCode: countryFromRequest(request) });
    });
  };
}
