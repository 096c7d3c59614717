import {
  bettingAwardParamsSchema,
  huntingClaimBodySchema,
  promotionsQuerySchema,
} from '@betfront/contract/bonus-promotions';
import type { FastifyInstance } from 'fastify';
import { readsRussian } from '../betting/reader-language';
import { countryFromRequest } from '../http/country-header';
import { parseInput } from '../http/parse-input';
import { findSessionPlayer, requireSessionPlayer } from '../session/session-player';
import { readBettingAwards } from './betting-awards';
import { claimBettingAward } from './claim-award';
import { claimHuntingTier } from './claim-hunting-tier';
import { readHuntingSeason } from './hunting-season';

/** The betting awards and the hunting-and-fishing promotion: their standings for anyone, their prizes for players. */
export async function promotionPrizesPlugin(app: FastifyInstance): Promise<void> {
  const { db } = app.platform;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/web-api/betting-awards', async (request) => {
    const user = await findSessionPlayer(db, request);
    const { lng } = parseInput(promotionsQuerySchema, request.query, 'query');
    return { awards: await readBettingAwards(db, user?.id ?? null, readsRussian(lng, user?.language ?? null)) };
  });

  app.post('/web-api/betting-awards/:code/claims', async (request, reply) => {
    const user = await requireSessionPlayer(db, request);
    const { code } = parseInput(bettingAwardParamsSchema, request.params, 'params');
    const { lng } = parseInput(promotionsQuerySchema, request.query, 'query');
    const answer = await claimBettingAward(db, {
      userId: user.id,
      code,
      isRussian: readsRussian(lng, user.language),
      countryCode: countryFromRequest(request),
    });
    reply.status(201);
    return answer;
  });

  app.get('/web-api/hunting-and-fishing', async (request) => {
    const user = await findSessionPlayer(db, request);
    const { lng } = parseInput(promotionsQuerySchema, request.query, 'query');
    return readHuntingSeason(db, user?.id ?? null, readsRussian(lng, user?.language ?? null));
  });

  app.post('/web-api/hunting-and-fishing/claims', async (request, reply) => {
    const user = await requireSessionPlayer(db, request);
    const { tier } = parseInput(huntingClaimBodySchema, request.body, 'body');
    const { lng } = parseInput(promotionsQuerySchema, request.query, 'query');
    const { bonusId } = await claimHuntingTier(db, { userId: user.id, tier, countryCode: countryFromRequest(request) });
    reply.status(201);
    return { hunting: await readHuntingSeason(db, user.id, readsRussian(lng, user.language)), bonusId };
  });
}
