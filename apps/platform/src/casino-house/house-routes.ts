import {
  houseActionBodySchema,
  houseCashOutBodySchema,
  houseRoundBodySchema,
  houseSessionBodySchema,
} from '@betfront/contract/casino-house';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../http/parse-input';
import { cashOut, watchFlight } from './flights/flights';
import { HOUSE_API_PREFIX } from './house-provider';
import { openSession } from './play/open-session';
import type { HouseDeps } from './play/play-round';
import { actOnHand, playRound } from './play/play-round';

const sessionParams = z.object({ sessionId: z.string().regex(/^[A-Za-z0-9_-]{32}$/, 'a session id') });
const flightParams = sessionParams.extend({ roundId: z.string().uuid('a round id') });

/**
 * The game API the house's game page calls: open a session with the launch token, play a round, act on a
 * blackjack hand, cash out of a crash flight or watch it end. The session id in the path is the page's only
 * credential.
 */
export function houseRoutes(deps: HouseDeps) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.post(`${HOUSE_API_PREFIX}/sessions`, async (request) => {
      const { token } = parseInput(houseSessionBodySchema, request.body, 'body');
      return openSession(deps, token);
    });

    app.post(`${HOUSE_API_PREFIX}/sessions/:sessionId/rounds`, async (request) => {
      const { sessionId } = parseInput(sessionParams, request.params, 'path');
      return playRound(deps, sessionId, parseInput(houseRoundBodySchema, request.body, 'body'));
    });

    app.post(`${HOUSE_API_PREFIX}/sessions/:sessionId/actions`, async (request) => {
      const { sessionId } = parseInput(sessionParams, request.params, 'path');
      return actOnHand(deps, sessionId, parseInput(houseActionBodySchema, request.body, 'body'));
    });

    app.post(`${HOUSE_API_PREFIX}/sessions/:sessionId/cash-out`, async (request) => {
      const { sessionId } = parseInput(sessionParams, request.params, 'path');
      return cashOut(deps, sessionId, parseInput(houseCashOutBodySchema, request.body, 'body').roundId);
    });

    app.get(`${HOUSE_API_PREFIX}/sessions/:sessionId/flights/:roundId`, async (request) => {
      const { sessionId, roundId } = parseInput(flightParams, request.params, 'path');
      return watchFlight(deps, sessionId, roundId);
    });
  };
}
