import {
  bonusGameParamsSchema,
  bonusOfferParamsSchema,
  bonusParamsSchema,
  bonusesQuerySchema,
  promoCodeBodySchema,
} from '@betfront/contract/bonuses';
import type { FastifyInstance } from 'fastify';
import { readsRussian } from '../betting/reader-language';
import type { Database } from '../db/database';
import { countryFromRequest } from '../http/country-header';
import { HttpError } from '../http/http-error';
import { parseInput } from '../http/parse-input';
import { findSessionPlayer, requireSessionPlayer } from '../session/session-player';
import { lockBonus } from './bonus-repository';
import { bonusView } from './bonus-view';
import { playBonusGame, readBonusGame, readBonusGames } from './bonus-games';
import { giveUpBonus, takeOffer } from './player-bonus-actions';
import { listRedemptions, redeemPromoCode } from './promo-codes';
import { readBonuses } from './read-bonuses';

async function bonusAnswer(db: Database, userId: number, bonusId: string, isRussian: boolean) {
  const bonus = await lockBonus(db, bonusId);
  if (!bonus || bonus.userId !== userId) throw new HttpError(404, 'bonus_not_found', 'You have no such bonus');
  return bonusView(bonus, isRussian);
}

/** The player's bonuses, offers, promo codes and bonus games. */
export function bonusRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get('/web-api/bonuses', async (request) => {
      const user = await requireSessionPlayer(db, request);
      const { lng } = parseInput(bonusesQuerySchema, request.query, 'query');
      return readBonuses(db, user.id, readsRussian(lng, user.language));
    });

    app.post('/web-api/bonuses/offers/:offerId/take', async (request, reply) => {
      const user = await requireSessionPlayer(db, request);
      const { offerId } = parseInput(bonusOfferParamsSchema, request.params, 'params');
      const { lng } = parseInput(bonusesQuerySchema, request.query, 'query');
      const bonusId = await takeOffer(db, user.id, offerId);
      reply.status(201);
      return { bonus: await bonusAnswer(db, user.id, bonusId, readsRussian(lng, user.language)) };
    });

    app.post('/web-api/bonuses/:bonusId/forfeit', async (request) => {
      const user = await requireSessionPlayer(db, request);
      const { bonusId } = parseInput(bonusParamsSchema, request.params, 'params');
      const { lng } = parseInput(bonusesQuerySchema, request.query, 'query');
      await giveUpBonus(db, user.id, bonusId);
      return { bonus: await bonusAnswer(db, user.id, bonusId, readsRussian(lng, user.language)) };
    });

    app.get('/web-api/bonuses/promo-codes', async (request) => {
      const user = await requireSessionPlayer(db, request);
      const { lng } = parseInput(bonusesQuerySchema, request.query, 'query');
      return { redemptions: await listRedemptions(db, user.id, readsRussian(lng, user.language)) };
    });

    app.post('/web-api/bonuses/promo-codes', async (request, reply) => {
      const user = await requireSessionPlayer(db, request);
      const { code, lng } = parseInput(promoCodeBodySchema, request.body, 'body');
      const isRussian = readsRussian(lng, user.language);
      const { bonusId } = await redeemPromoCode(db, user.id, code, countryFromRequest(request));
      const redemptions = await listRedemptions(db, user.id, isRussian);
      const redemption = redemptions.find((row) => row.code === code);
      if (!redemption) throw new Error(`The redemption of ${code} was not recorded`);
      reply.status(201);
      return { redemption, bonus: bonusId === null ? null : await bonusAnswer(db, user.id, bonusId, isRussian) };
    });

    app.get('/web-api/bonus-games', async (request) => {
      const user = await findSessionPlayer(db, request);
      const { lng } = parseInput(bonusesQuerySchema, request.query, 'query');
      return { games: await readBonusGames(db, user?.id ?? null, readsRussian(lng, user?.language ?? null)) };
    });

    app.get('/web-api/bonus-games/:game', async (request) => {
      const user = await requireSessionPlayer(db, request);
      const { game } = parseInput(bonusGameParamsSchema, request.params, 'params');
      const { lng } = parseInput(bonusesQuerySchema, request.query, 'query');
      return readBonusGame(db, user.id, game, readsRussian(lng, user.language));
    });

    app.post('/web-api/bonus-games/:game/plays', async (request, reply) => {
      const user = await requireSessionPlayer(db, request);
      const { game } = parseInput(bonusGameParamsSchema, request.params, 'params');
      const { lng } = parseInput(bonusesQuerySchema, request.query, 'query');
      const answer = await playBonusGame(db, {
        userId: user.id,
        game,
        isRussian: readsRussian(lng, user.language),
        countryCode: countryFromRequest(request),
      });
      reply.status(201);
      return answer;
    });
  };
}
