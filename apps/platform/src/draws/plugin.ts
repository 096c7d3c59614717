import type { FastifyInstance } from 'fastify';
import { drawFeedRoutes } from './draw-feed';
import { drawRoutes } from './draw-routes';
import { startDrawSweep } from './draw-sweep';

/**
 * Lotteries: tickets sold for each lottery's scheduled draws, and the sweep that runs a draw when its time comes
 * and pays its tickets (`docs/draws.md`).
 */
export async function drawsPlugin(app: FastifyInstance) {
  await app.register(drawRoutes(app.platform.db));
  await app.register(drawFeedRoutes(app.platform.db));
  if (app.platform.env.isDrawSweepOn !== false) await startDrawSweep(app);
}
