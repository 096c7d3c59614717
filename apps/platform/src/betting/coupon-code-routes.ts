import { couponCodeParamsSchema, saveCouponCodeBodySchema } from '@betfront/contract/bets';
import { sportsbookLangQuerySchema } from '@betfront/contract/sportsbook';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { parseInput } from '../http/parse-input';
import type { SportsbookService } from '../sportsbook/read/sportsbook-service';
import { loadCouponCode, saveCouponCode } from './coupon-codes';
import { findSessionPlayer } from '../session/session-player';

const SAVES_PER_MINUTE = 30;

/** Coupon codes: a player or a visitor saves a coupon's selections under a code; anyone loads it priced now. */
export function couponCodeRoutes(db: Database, sportsbook: SportsbookService) {
  return async (app: FastifyInstance) => {
    app.post(
      '/web-api/coupon-codes',
      { config: { rateLimit: { max: SAVES_PER_MINUTE, timeWindow: '1 minute' } } },
      async (request) => {
        const body = parseInput(saveCouponCodeBodySchema, request.body, 'body');
        const user = await findSessionPlayer(db, request);
        const bets = body.bets.map((bet) => ({ id: bet.id, isBanker: bet.isBanker ?? false }));
        const code = await saveCouponCode(db, user?.id ?? null, {
          typeId: body.typeId,
          systemValue: body.systemValue,
          bets,
        });
        return { code };
      },
    );

    app.get('/web-api/coupon-codes/:code', async (request, reply) => {
      const { code } = parseInput(couponCodeParamsSchema, request.params, 'params');
      const { lng } = parseInput(sportsbookLangQuerySchema, request.query, 'query');
      reply.header('cache-control', 'no-store');
      return loadCouponCode(db, sportsbook, code, lng);
    });
  };
}
