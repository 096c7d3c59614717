import type { FastifyInstance } from 'fastify';
import type { SportsbookService } from '../sportsbook/read/sportsbook-service';
import { betRoutes } from './bet-routes';
import { couponCodeRoutes } from './coupon-code-routes';
import { disallowedSportsRoutes } from './disallowed-sports-routes';
import { betHistoryRoutes } from './history/history-routes';
import { startSettlementSweep } from './settlement-sweep';

/**
 * Betting: placing coupons on the sportsbook's current prices, the player's bets, coupon codes, self-barred
 * sports; settles bets of finished games while the simulator runs.
 */
export function bettingPlugin(sportsbook: SportsbookService) {
  return async (app: FastifyInstance) => {
    const { db, env } = app.platform;
    await app.register(betRoutes(db, sportsbook));
    await app.register(betHistoryRoutes(db));
    await app.register(couponCodeRoutes(db, sportsbook));
    await app.register(disallowedSportsRoutes(db));
    if (env.simulator) await startSettlementSweep(app, db);
  };
}
