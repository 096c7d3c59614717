import type { FastifyInstance } from 'fastify';
import { startLeaderJob } from '../cluster/leader-job';
import type { Database } from '../db/database';
import type { SportsbookService } from '../sportsbook/read/sportsbook-service';
import { runAutoSales } from './auto-sales';

export const AUTO_SALE_SWEEP_MS = 2000;

/** Makes the automatic sales whose value has been reached every couple of seconds, in the leading process. */
export function startAutoSaleSweep(app: FastifyInstance, sportsbook: SportsbookService, everyMs = AUTO_SALE_SWEEP_MS) {
  const db: Database = app.platform.db;
  return startLeaderJob(app, {
    name: 'cash-out-auto-sales',
    everyMs,
    async run() {
      const sold = await runAutoSales(db, sportsbook, app.log);
      if (sold > 0) app.log.info({ sold }, 'automatic sales');
    },
  });
}
