import type { FastifyInstance } from 'fastify';
import { startLeaderJob } from '../cluster/leader-job';
import { announceDrawChange } from './draw-feed';
import { scheduleDraws } from './draw-schedule';
import { runDueDraws } from './run-draws';

export const DRAW_SWEEP_MS = 2000;

/**
 * Every couple of seconds, in the one process that leads the sweep: opens each lottery's coming draws (the only
 * place draws are created) and runs the draws whose time has come; each draw is also claimed in SQL, so a round
 * overlapping a takeover draws nothing twice.
 */
export function startDrawSweep(app: FastifyInstance, everyMs = DRAW_SWEEP_MS): Promise<void> {
  return startLeaderJob(app, {
    name: 'lottery-draws',
    everyMs,
    startsAtOnce: true,
    run: async () => {
      const { db } = app.platform;
      for (const lotteryId of await scheduleDraws(db, new Date())) await announceDrawChange(db, `lotto:${lotteryId}`);
      const ran = await runDueDraws(app.platform.db);
      if (ran > 0) app.log.info({ draws: ran }, 'lottery draws run');
    },
  });
}
