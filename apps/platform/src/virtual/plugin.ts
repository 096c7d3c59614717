import type { FastifyInstance } from 'fastify';
import { startLeaderJob } from '../cluster/leader-job';
import { announceDrawChange } from '../draws/draw-feed';
import { scheduleRounds } from './schedule-rounds';
import { settleDueRounds } from './settle-rounds';
import { virtualRoutes } from './virtual-routes';

const ROUND_SWEEP_MS = 1000;

/**
 * Virtual sports and TV games: in the one process leading `virtual-rounds`, every second, the coming rounds of each
 * game are opened and the rounds whose end has come are played and settled (each claimed in SQL, so once).
 */
export async function virtualPlugin(app: FastifyInstance) {
  const { db } = app.platform;
  await app.register(virtualRoutes(db));
  if (app.platform.env.isDrawSweepOn === false) return;
  await startLeaderJob(app, {
    name: 'virtual-rounds',
    everyMs: ROUND_SWEEP_MS,
    startsAtOnce: true,
    run: async () => {
      for (const slug of await scheduleRounds(db, new Date())) await announceDrawChange(db, `virtual:${slug}`);
      const played = await settleDueRounds(db);
      if (played > 0) app.log.info({ rounds: played }, 'virtual rounds played');
    },
  });
}
