import { ANALYTICS_EVENTS_PATH, analyticsBatchSchema } from '@betfront/contract/analytics';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { parseInput } from '../http/parse-input';
import { findSessionPlayer } from '../session/session-player';
import { insertAnalyticsBatch } from './analytics-repository';

/** A page sends a batch every few seconds at most; a flood from one address is refused by the abuse counters. */
const BATCHES_PER_MINUTE = 60;
/** The largest batch the catalogue can make is far smaller. */
const BODY_LIMIT_BYTES = 48 * 1024;

/** The first-party analytics collector: stored with the player when one is logged in. */
export function analyticsRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.post(
      ANALYTICS_EVENTS_PATH,
      { bodyLimit: BODY_LIMIT_BYTES, config: { rateLimit: { max: BATCHES_PER_MINUTE, timeWindow: '1 minute' } } },
      async (request, reply) => {
        const batch = parseInput(analyticsBatchSchema, request.body, 'body');
        const user = await findSessionPlayer(db, request);
        await insertAnalyticsBatch(db, user?.id ?? null, batch);
        return reply.status(204).send();
      },
    );
  };
}
