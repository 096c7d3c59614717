import type { FastifyInstance } from 'fastify';
import { bonusRoutes } from './bonus-routes';
import { bonusRulesRoutes } from './bonus-rules-routes';
import { startBonusExpirySweep } from './expiry-sweep';

/** Bonuses: the player's calls, the public rules of the offers, and the sweep that ends bonuses whose time is out. */
export async function bonusesPlugin(app: FastifyInstance): Promise<void> {
  const { db } = app.platform;
  await app.register(bonusRoutes(db));
  await app.register(bonusRulesRoutes(db));
  await startBonusExpirySweep(app, db);
}
