import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { settleFinishedGames } from './settle-finished-games';

export const SETTLEMENT_SWEEP_MS = 2000;

/** Settles bets of finished games every couple of seconds while the platform runs; one sweep at a time. */
export function startSettlementSweep(app: FastifyInstance, db: Database, everyMs = SETTLEMENT_SWEEP_MS): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    settleFinishedGames(db)
      .catch((error: unknown) => app.log.error({ err: error }, 'bet settlement failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
