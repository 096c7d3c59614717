import type { FastifyInstance } from 'fastify';
import { bonusRoutes } from './bonus-routes';
import { startBonusExpirySweep } from './expiry-sweep';

/** Bonuses: the player's calls, and the sweep that ends bonuses whose time is out. */
export async function bonusesPlugin(app: FastifyInstance): Promise<void> {
  const { db } = app.platform;
  await app.register(bonusRoutes(db));
  await startBonusExpirySweep(app, db);
}
