import {
  deleteLimitQuerySchema,
  LIMIT_SERVICE_BASE,
  limitActionBodySchema,
  limitPingBodySchema,
  setLimitsBodySchema,
  testAnswersBodySchema,
} from '@betfront/contract/limits';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { parseInput } from '../http/parse-input';
import { sessionIdFromRequest } from '../session/session-cookie';
import { requireSessionPlayer } from '../session/session-player';
import { hashSessionId } from '../session/session-service';
import { limitLanguage, limitTexts } from './limit-texts';
import { limitNow } from './limit-clock';
import { presentLimits } from './limit-view';
import { answerQuestionnaire, blockUser, deleteLimit, limitAction, setLimits } from './limit-service';
import { LIMIT_CATALOGUE } from './limit-catalogue';
import { optionsMap } from './limit-texts';
import { selfExclusionReasons } from './self-exclusion-reasons';
import { pingSession } from './session-ping';

const textsOf = (request: FastifyRequest) => limitTexts(limitLanguage(request.headers['x-language']));

/** The limit service of the spec: the player's responsible-gaming limits, their questionnaire and the ping. */
export function limitRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(`${LIMIT_SERVICE_BASE}/limits`, async (request) => {
      const player = await requireSessionPlayer(db, request);
      const texts = await textsOf(request);
      const limits = await db.transaction(async (tx) => presentLimits(tx, player.id, await limitNow(tx), texts));
      return { limits };
    });

    app.get(`${LIMIT_SERVICE_BASE}/availablelimits`, async (request) => {
      await requireSessionPlayer(db, request);
      const texts = await textsOf(request);
      return {
        limits: LIMIT_CATALOGUE.map((definition) => ({
          limitType: definition.type,
          type: definition.kind,
          measure: definition.measure,
          label: texts.text(`responsible.type.${definition.type}`),
          optionsMap: optionsMap(definition, texts),
          availableValues: definition.availableValues ? [...definition.availableValues] : null,
          noLimitValue: definition.noLimitValue ?? null,
        })),
      };
    });

    app.post(`${LIMIT_SERVICE_BASE}/limits`, async (request) => {
      const player = await requireSessionPlayer(db, request);
      const body = parseInput(setLimitsBodySchema, request.body, 'body');
      return setLimits(db, player.id, body.limits, await textsOf(request));
    });

    app.post(`${LIMIT_SERVICE_BASE}/testanswers`, async (request) => {
      const player = await requireSessionPlayer(db, request);
      const body = parseInput(testAnswersBodySchema, request.body, 'body');
      return answerQuestionnaire(db, player.id, body, await textsOf(request));
    });

    app.post(`${LIMIT_SERVICE_BASE}/limitaction`, async (request) => {
      const player = await requireSessionPlayer(db, request);
      const body = parseInput(limitActionBodySchema, request.body, 'body');
      return limitAction(db, player.id, body, await textsOf(request));
    });

    app.delete(`${LIMIT_SERVICE_BASE}/limit`, async (request) => {
      const player = await requireSessionPlayer(db, request);
      const { limitType } = parseInput(deleteLimitQuerySchema, request.query, 'query');
      return deleteLimit(db, player.id, limitType, await textsOf(request));
    });

    app.get(`${LIMIT_SERVICE_BASE}/reasons/selfexclude`, async (request) => {
      await requireSessionPlayer(db, request);
      return { reasons: selfExclusionReasons(await textsOf(request)) };
    });

    app.post(`${LIMIT_SERVICE_BASE}/ping`, async (request) => {
      const player = await requireSessionPlayer(db, request);
      const body = parseInput(limitPingBodySchema, request.body, 'body');
      const sessionId = sessionIdFromRequest(request);
      if (sessionId === null) throw new Error('A logged-in request carries no session id');
      return pingSession(db, {
        sessionIdHash: hashSessionId(sessionId),
        userId: player.id,
        realityCheckSeen: body.realityCheckSeen ?? false,
      });
    });

    app.post('/web-api/BlockUser', async (request) => {
      const player = await requireSessionPlayer(db, request);
      await blockUser(db, player.id);
      return { success: true };
    });
  };
}
