import { analyticsEventsBodySchema } from '@betfront/contract/bets';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { parseInput } from '../http/parse-input';
import { insertAnalyticsEvents } from './analytics-repository';
import { findSessionPlayer } from '../session/session-player';

const BATCHES_PER_MINUTE = 60;

/** The analytics collector: bet events of the coupon, stored with the player when one is logged in. */
export function analyticsRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.post(
      '/web-api/analytics/events',
      { config: { rateLimit: { max: BATCHES_PER_MINUTE, timeWindow: '1 minute' } } },
      async (request, reply) => {
        const { events } = parseInput(analyticsEventsBodySchema, request.body, 'body');
        const user = await findSessionPlayer(db, request);
        await insertAnalyticsEvents(db, user?.id ?? null, events);
        return reply.status(204).send();
      },
    );
  };
}
