import type { FastifyInstance } from 'fastify';
import { startLeaderJob } from '../cluster/leader-job';
import { announceDrawChange } from '../draws/draw-feed';
import { passCarryOver, scheduleToto } from './schedule-toto';
import { settleTotoDraws } from './settle-toto';
import { totoRoutes } from './toto-routes';

const TOTO_SWEEP_MS = 10_000;

/**
 * The toto: in the one process leading `toto-draws`, every 10 s, the current and next draws are kept open over the
 * sportsbook's line, draws whose games have all finished are settled from their results, and what a draw carried
 * over is passed to the next open draw's jackpot.
 */
export async function totoPlugin(app: FastifyInstance) {
  const { db } = app.platform;
  await app.register(totoRoutes(db));
  if (app.platform.env.isDrawSweepOn === false) return;
  await startLeaderJob(app, {
    name: 'toto-draws',
    everyMs: TOTO_SWEEP_MS,
    run: async () => {
      const now = new Date();
      const opened = await scheduleToto(db, now);
      const settled = await settleTotoDraws(db, now);
      await passCarryOver(db, now);
      if (opened > 0) await announceDrawChange(db, 'toto');
      if (settled > 0) app.log.info({ draws: settled }, 'toto draws settled');
    },
  });
}
