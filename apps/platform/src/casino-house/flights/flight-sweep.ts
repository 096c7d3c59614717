import type { FastifyInstance } from 'fastify';
import { startLeaderJob } from '../../cluster/leader-job';
import type { HouseDeps } from '../play/play-round';
import { readSession } from '../sessions/house-sessions';
import { dropFlight, flightsToSweep } from './flight-store';
import { settleFlight } from './flights';

export const FLIGHT_SWEEP_MS = 5_000;

/**
 * Settles the flights no page watches any more (the player closed the game mid-flight): each ends by itself —
 * it crashes, or the automatic cash-out is paid. A flight whose stake was never confirmed (the process stopped
 * between the bet and the take-off) has its round rolled back, which the wallet answers as a no-op when the bet
 * never arrived, and is forgotten. Answers how many flights this call closed.
 */
export async function sweepFlights(deps: HouseDeps): Promise<number> {
  let closed = 0;
  for (const due of await flightsToSweep(deps.db)) {
    const session = await readSession(deps.db, due.sessionId, true);
    if (!due.hasTakenOff) {
      if (session.mode === 'real') {
        await deps.wallet.rollback({ roundId: due.roundId, transactionId: `${due.roundId}:rollback` });
      }
      await dropFlight(deps.db, due.roundId);
      closed += 1;
      continue;
    }
    const settled = await settleFlight(deps, session, due.roundId, false);
    if (settled.flight.isPaid) closed += 1;
  }
  return closed;
}

/** Sweeps flights while the platform runs, in the one process that leads the job. */
export function startFlightSweep(app: FastifyInstance, deps: HouseDeps, everyMs = FLIGHT_SWEEP_MS) {
  return startLeaderJob(app, {
    name: 'casino-house-flights',
    everyMs,
    async run() {
      const closed = await sweepFlights(deps);
      if (closed > 0) app.log.info({ closedFlights: closed }, 'crash flights swept');
    },
  });
}
