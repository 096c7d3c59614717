import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { SportsbookService } from '../sportsbook/read/sportsbook-service';
import { runAutoSales } from './auto-sales';

export const AUTO_SALE_SWEEP_MS = 2000;

/** Makes the automatic sales whose value has been reached every couple of seconds; one sweep at a time. */
export function startAutoSaleSweep(app: FastifyInstance, sportsbook: SportsbookService, everyMs = AUTO_SALE_SWEEP_MS) {
  const db: Database = app.platform.db;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runAutoSales(db, sportsbook, app.log)
      .then((sold) => {
        if (sold > 0) app.log.info({ sold }, 'automatic sales');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'the automatic sales failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
