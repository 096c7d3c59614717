import type { FastifyInstance } from 'fastify';
import { runDueDraws } from './run-draws';

export const DRAW_SWEEP_MS = 2000;

/** Runs the draws whose time has come every couple of seconds while the platform runs; one sweep at a time. */
export function startDrawSweep(app: FastifyInstance, everyMs = DRAW_SWEEP_MS): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runDueDraws(app.platform.db)
      .then((ran) => {
        if (ran > 0) app.log.info({ draws: ran }, 'lottery draws run');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'the lottery draws failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
