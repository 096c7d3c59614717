import type { FastifyInstance } from 'fastify';
import { startLeaderJob } from '../cluster/leader-job';
import type { Database } from '../db/database';
import type { SettlementLog } from './settle-finished-games';
import { settleFinishedGames } from './settle-finished-games';

export const SETTLEMENT_SWEEP_MS = 2000;

/** One sweep; it logs its figures when it settled or skipped anything, and nothing when there was nothing to do. */
export async function sweepSettlement(
  db: Database,
  log: SettlementLog & { info(details: object, message: string): void },
): Promise<void> {
  const started = performance.now();
  const { bets, coupons, skipped } = await settleFinishedGames(db, log);
  if (bets + coupons + skipped === 0) return;
  const durationMs = Math.round(performance.now() - started);
  log.info({ settledBets: bets, settledCoupons: coupons, skipped, durationMs }, 'settlement sweep');
}

/** Settles bets of finished games every couple of seconds, in the one process that leads the sweep. */
export function startSettlementSweep(app: FastifyInstance, db: Database, everyMs = SETTLEMENT_SWEEP_MS): Promise<void> {
  return startLeaderJob(app, { name: 'bet-settlement', everyMs, run: () => sweepSettlement(db, app.log) });
}
