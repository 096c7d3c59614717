import type { FastifyInstance } from 'fastify';
import type { SportsbookService } from '../sportsbook/read/sportsbook-service';
import { startAutoSaleSweep } from './auto-sale-sweep';
import { cashOutRoutes } from './cash-out-routes';
import { offerStreamRoutes } from './offer-stream-routes';

/**
 * Cash out: the player sells an open coupon back, in whole or in part, at a value priced live, or has it sold
 * when its value reaches a target (swept while the simulator runs, as settlement is); the values are pushed to
 * the pages that show them.
 */
export function cashOutPlugin(sportsbook: SportsbookService) {
  return async (app: FastifyInstance) => {
    await app.register(cashOutRoutes(app.platform.db, sportsbook));
    await app.register(offerStreamRoutes(app.platform.db, sportsbook));
    if (app.platform.env.simulator) await startAutoSaleSweep(app, sportsbook);
  };
}
