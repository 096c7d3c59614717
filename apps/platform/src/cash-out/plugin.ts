import type { FastifyInstance } from 'fastify';
import type { SportsbookService } from '../sportsbook/read/sportsbook-service';
import { cashOutRoutes } from './cash-out-routes';

/** Cash out: the player sells an open coupon back, in whole or in part, at a value priced live. */
export function cashOutPlugin(sportsbook: SportsbookService) {
  return async (app: FastifyInstance) => {
    await app.register(cashOutRoutes(app.platform.db, sportsbook));
  };
}
