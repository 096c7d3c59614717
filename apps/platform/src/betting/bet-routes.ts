import type { betLimitsAnswerSchema } from '@betfront/contract/bets';
import {
  betHistoryQuerySchema,
  betLimitsQuerySchema,
  couponParamsSchema,
  couponsLangQuerySchema,
  placeCouponBodySchema,
} from '@betfront/contract/bets';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod/mini';
import type { Database } from '../db/database';
import { countryFromRequest } from '../http/country-header';
import { HttpError } from '../http/http-error';
import { parseInput } from '../http/parse-input';
import type { SportsbookService } from '../sportsbook/read/sportsbook-service';
import { stakeLimits } from './bet-limits';
import { readExpressBoostTerms } from './express-boost/express-boost-repository';
import { mergeScalarSettings } from '../settings/scalar-settings';
import { readStoredScalarSettings } from '../settings/scalar-settings-repository';
import { availablePrepaid } from './prepaid/prepaid-stakes';
import { findBettingAccount } from './betting-account';
import { countCoupons, readCoupon, readCoupons } from './coupon-reads';
import { placeCoupon } from './place-coupon';
import { PlaceRefusal } from './place-refusal';
import { listUnusedPromoCodes } from './promo-code-repository';
import { readsRussian } from './reader-language';
import { requireSessionPlayer } from '../session/session-player';
import { couponGameLimits } from '../virtual/coupon-stake-limits';

const OPENED_LIMIT = 100;

/** Placing coupons and reading the player's own: limits, promo codes, open bets, the history and one coupon. */
/**
 * Placements a client address may send a minute: an in-play bettor in a hurry, or many players behind one
 * carrier's address, stay well under it; a script flooding the book does not.
 */
const PLACEMENTS_PER_ADDRESS = { max: 600, timeWindow: '1 minute' } as const;

export function betRoutes(db: Database, sportsbook: SportsbookService) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.post('/web-api/bets/place', { config: { rateLimit: PLACEMENTS_PER_ADDRESS } }, async (request, reply) => {
      const user = await requireSessionPlayer(db, request);
      const body = parseInput(placeCouponBodySchema, request.body, 'body');
      const { lng } = parseInput(couponsLangQuerySchema, request.query, 'query');
      try {
        const context = { countryCode: countryFromRequest(request), ...(lng === undefined ? {} : { lng }) };
        return await placeCoupon(db, sportsbook, user, body, context);
      } catch (error) {
        if (error instanceof PlaceRefusal) return reply.status(error.statusCode).send(error.body());
        throw error;
      }
    });

    app.get('/web-api/bets/limits', async (request) => {
      const user = await requireSessionPlayer(db, request);
      const query = parseInput(betLimitsQuerySchema, request.query, 'query');
      const account = await findBettingAccount(db, user.id, query.accountId);
      if (!account) throw new HttpError(404, 'account_not_found', 'You have no such account');
      const [prepaid, settings, expressBoost] = await Promise.all([
        availablePrepaid(db, user.id, account.currencyIso),
        readStoredScalarSettings(db).then(mergeScalarSettings),
        readExpressBoostTerms(db, account.currencyIso),
      ]);
      const answer: z.input<typeof betLimitsAnswerSchema> = {
        currencyIso: account.currencyIso,
        ...stakeLimits(account.currencyIso),
        availablePrepaidAmount: prepaid,
        virtualLimits: await couponGameLimits(db),
        minAmountTypeIds: settings.minStakeTypeIds,
        maxAmountTypeIds: settings.maxStakeTypeIds,
        expressBoost,
      };
      return answer;
    });

    app.get('/web-api/bets/promo-codes', async (request) => {
      const user = await requireSessionPlayer(db, request);
      return { promoCodes: await listUnusedPromoCodes(db, user.id) };
    });

    app.get('/web-api/bets/opened', async (request) => {
      const user = await requireSessionPlayer(db, request);
      const { lng } = parseInput(couponsLangQuerySchema, request.query, 'query');
      const filter = { userId: user.id, russian: readsRussian(lng, user.language), openOnly: true };
      return { coupons: await readCoupons(db, filter, { offset: 0, limit: OPENED_LIMIT }) };
    });

    app.get('/web-api/bets/history', async (request) => {
      const user = await requireSessionPlayer(db, request);
      const query = parseInput(betHistoryQuerySchema, request.query, 'query');
      if (query.from && query.to && query.from > query.to) {
        throw new HttpError(400, 'invalid_request', 'The period starts after it ends');
      }
      const filter = {
        userId: user.id,
        russian: readsRussian(query.lng, user.language),
        listedOnly: true,
        ...(query.from ? { from: query.from } : {}),
        ...(query.to ? { to: query.to } : {}),
        ...(query.statusId === undefined ? {} : { statusId: query.statusId }),
      };
      const page = { offset: (query.page - 1) * query.limit, limit: query.limit };
      return { coupons: await readCoupons(db, filter, page), total: await countCoupons(db, filter) };
    });

    app.get('/web-api/bets/coupons/:couponId', async (request) => {
      const user = await requireSessionPlayer(db, request);
      const { couponId } = parseInput(couponParamsSchema, request.params, 'params');
      const { lng } = parseInput(couponsLangQuerySchema, request.query, 'query');
      const coupon = await readCoupon(db, { userId: user.id, couponId, russian: readsRussian(lng, user.language) });
      if (!coupon) throw new HttpError(404, 'coupon_not_found', `You have no coupon ${couponId}`);
      return { coupon };
    });
  };
}
