import type { FastifyInstance } from 'fastify';
import { startLeaderJob } from '../cluster/leader-job';
import { runDueDraws } from './run-draws';

export const DRAW_SWEEP_MS = 2000;

/**
 * Runs the draws whose time has come every couple of seconds, in the one process that leads the sweep; each draw
 * is also claimed in SQL, so a round overlapping a takeover draws nothing twice.
 */
export function startDrawSweep(app: FastifyInstance, everyMs = DRAW_SWEEP_MS): Promise<void> {
  return startLeaderJob(app, {
    name: 'lottery-draws',
    everyMs,
    run: async () => {
      const ran = await runDueDraws(app.platform.db);
      if (ran > 0) app.log.info({ draws: ran }, 'lottery draws run');
    },
  });
}
