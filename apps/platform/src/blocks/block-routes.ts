import { blockBodySchema, blockLightQuerySchema } from '@betfront/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { countryFromRequest } from '../http/country-header';
import { parseInput } from '../http/parse-input';
import { sessionIdFromRequest } from '../session/session-cookie';
import { findUserBySession } from '../session/session-service';
import { checkBlock, needsVipDomainAuth } from './block-service';

const blockRequest = (request: FastifyRequest) => ({
  countryCode: countryFromRequest(request),
  userAgent: request.headers['user-agent'] ?? '',
});

/** The block result, with the VIP domain's geo-authorisation when the call asks for it. */
async function answerBlock(db: Database, request: FastifyRequest, asksVipDomainAuth: boolean) {
  const visitor = blockRequest(request);
  const result = await checkBlock(db, visitor);
  if (!asksVipDomainAuth) return result;
  // The session decides, not the call's auth flag: a visitor cannot talk the check out of it.
  const isLoggedIn = (await findUserBySession(db, sessionIdFromRequest(request))) !== null;
  return {
    ...result,
    mainVipDomainAuthNeed: await needsVipDomainAuth(db, { countryCode: visitor.countryCode, isLoggedIn }),
  };
}

export function blockRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.get('/blocks-api/api/v1/block/light', async (request, reply) => {
      const query = parseInput(blockLightQuerySchema, request.query, 'query');
      const answer = await answerBlock(db, request, query.mainVipDomainAuthNeed);
      return reply.header('cache-control', 'no-store').send(answer);
    });

    app.post('/blocks-api/api/v2/block', async (request, reply) => {
      const body = parseInput(blockBodySchema, request.body, 'body');
      const answer = await answerBlock(db, request, body.mainVipDomainAuthNeed === true);
      return reply.header('cache-control', 'no-store').send(answer);
    });
  };
}
