import {
  addToCouponBodySchema,
  cashOutAutoSaleBodySchema,
  cashOutCouponParamsSchema,
  cashOutOffersQuerySchema,
  cashOutSaleBodySchema,
} from '@betfront/contract/cash-out';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PlaceRefusal } from '../betting/place-refusal';
import type { Database } from '../db/database';
import { countryFromRequest } from '../http/country-header';
import { parseInput } from '../http/parse-input';
import { requireSessionPlayer } from '../session/session-player';
import type { SportsbookService } from '../sportsbook/read/sportsbook-service';
import { addToCoupon } from './add-to-coupon';
import { cancelAutoSale, setAutoSale } from './auto-sales';
import { CashOutRefusal } from './cash-out-refusal';
import { quoteSale } from './quote-sale';
import { readOffers } from './read-offers';
import { sellCoupon } from './sell-coupon';

/**
 * A refusal answers its body (with the value of the moment when that changed, or the selections and limits
 * concerned when an addition is priced as a placement); other errors go on.
 */
async function answering<T>(reply: FastifyReply, run: () => Promise<T>) {
  try {
    return await run();
  } catch (error) {
    if (error instanceof CashOutRefusal || error instanceof PlaceRefusal) {
      return reply.status(error.statusCode).send(error.body());
    }
    throw error;
  }
}

/**
 * The player's powerbet: offers of their coupons, a quote of one, its sale, its automatic sale, and stake added
 * to it.
 */
export function cashOutRoutes(db: Database, sportsbook: SportsbookService) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get('/web-api/cash-out/offers', async (request) => {
      const user = await requireSessionPlayer(db, request);
      const { couponIds } = parseInput(cashOutOffersQuerySchema, request.query, 'query');
      return { offers: await readOffers(db, sportsbook, user.id, couponIds) };
    });

    app.post('/web-api/cash-out/:couponId/quotes', async (request, reply) => {
      const user = await requireSessionPlayer(db, request);
      const { couponId } = parseInput(cashOutCouponParamsSchema, request.params, 'params');
      return answering(reply, () => quoteSale(db, sportsbook, user.id, couponId));
    });

    app.post('/web-api/cash-out/:couponId/sales', async (request, reply) => {
      const user = await requireSessionPlayer(db, request);
      const { couponId } = parseInput(cashOutCouponParamsSchema, request.params, 'params');
      const body = parseInput(cashOutSaleBodySchema, request.body, 'body');
      const context = { countryCode: countryFromRequest(request) };
      return answering(reply, () => sellCoupon(db, sportsbook, user.id, couponId, body, context));
    });

    app.post('/web-api/cash-out/:couponId/additions', async (request, reply) => {
      const user = await requireSessionPlayer(db, request);
      const { couponId } = parseInput(cashOutCouponParamsSchema, request.params, 'params');
      const body = parseInput(addToCouponBodySchema, request.body, 'body');
      const context = { countryCode: countryFromRequest(request) };
      return answering(reply, () => addToCoupon(db, sportsbook, user, couponId, body, context));
    });

    app.put('/web-api/cash-out/:couponId/auto', async (request, reply) => {
      const user = await requireSessionPlayer(db, request);
      const { couponId } = parseInput(cashOutCouponParamsSchema, request.params, 'params');
      const body = parseInput(cashOutAutoSaleBodySchema, request.body, 'body');
      return answering(reply, async () => ({ offer: await setAutoSale(db, sportsbook, user.id, couponId, body) }));
    });

    app.delete('/web-api/cash-out/:couponId/auto', async (request, reply) => {
      const user = await requireSessionPlayer(db, request);
      const { couponId } = parseInput(cashOutCouponParamsSchema, request.params, 'params');
      return answering(reply, async () => ({ offer: await cancelAutoSale(db, sportsbook, user.id, couponId) }));
    });
  };
}
