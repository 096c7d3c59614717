import { randomUUID } from 'node:crypto';
import type { HouseRoundAnswer } from '@betfront/contract/casino-house';
import { HttpError } from '../../http/http-error';
import { crashPoint, decideFlight } from '../engines/crash';
import { fairRng, seedHash } from '../fairness/fair-rng';
import { fromCents, winCents } from '../money';
import { multiplierText } from '../play/multiplier';
import { pursesFor } from '../play/house-purse';
import type { HouseDeps } from '../play/play-round';
import type { HouseSession } from '../sessions/house-sessions';
import { claimRound, readSession } from '../sessions/house-sessions';
import type { FlightRow } from './flight-store';
import { dropFlight, insertFlight, lockFlight, markPaid, markTakenOff, recordDecision } from './flight-store';

/**
 * A crash round: the crash point is drawn from the round's provably fair seed and stored before the stake is
 * taken; the multiplier climbs from the moment the stake is taken, by the database's clock.
 */
export async function takeOff(
  deps: HouseDeps,
  session: HouseSession,
  stakeCents: number,
  autoHundredths: number | null,
): Promise<HouseRoundAnswer> {
  const roundId = randomUUID();
  const claimed = await deps.db.transaction(async (tx) => {
    const round = await claimRound(tx, session);
    const crashHundredths = crashPoint(fairRng(round.serverSeed, round.clientSeed, round.nonce));
    await insertFlight(tx, { roundId, sessionId: session.id, stakeCents, crashHundredths, autoHundredths, ...round });
    return round;
  });
  let balance: string;
  try {
    balance = await pursesFor(deps.db, deps.wallet, session, session.gameId).bet(roundId, `${roundId}:bet`, stakeCents);
  } catch (error) {
    await dropFlight(deps.db, roundId);
    throw error;
  }
  const flight = await markTakenOff(deps.db, roundId);
  return flightAnswer(flight, balance, seedHash(claimed.nextServerSeed));
}

interface Settled {
  flight: FlightRow;
  /** The balance after the win was paid; null when this call paid nothing. */
  balance: string | null;
  /** Seconds until the flight ends by itself, while it flies. */
  endsInSeconds: number | null;
}

/**
 * Decides the flight once, under its row lock, by the database's clock: a cash-out asked for while it flies
 * wins the multiplier reached, one asked for after the crash (or any call after it) loses, the automatic cash-out
 * wins its target. A decided flight is paid once through the wallet (the credit is idempotent on its id, so a
 * payment cut short is finished by the next call). Asking again answers the same decision.
 */
export async function settleFlight(
  deps: HouseDeps,
  session: HouseSession,
  roundId: string,
  wantsCashOut: boolean,
): Promise<Settled> {
  let endsInSeconds: number | null = null;
  const flight = await deps.db.transaction(async (tx) => {
    const row = await lockFlight(tx, session.id, roundId);
    if (row.isDecided) return row;
    if (row.elapsedSeconds === null) {
      if (wantsCashOut) throw new HttpError(409, 'cash_out_too_early', 'The flight has not taken off yet');
      return row;
    }
    const decision = decideFlight(row, row.elapsedSeconds, wantsCashOut);
    if (decision.kind === 'too_early') {
      throw new HttpError(409, 'cash_out_too_early', 'Cash out from 1.01× on');
    }
    if (decision.kind === 'flying') {
      endsInSeconds = decision.endsInSeconds;
      return row;
    }
    const { cashedOutHundredths } = decision;
    return recordDecision(tx, roundId, {
      cashedOutHundredths,
      winCents: cashedOutHundredths === null ? 0 : winCents(row.stakeCents, cashedOutHundredths),
    });
  });
  if (!flight.isDecided || flight.isPaid) return { flight, balance: null, endsInSeconds };
  const purse = pursesFor(deps.db, deps.wallet, session, session.gameId);
  const balance = await purse.pay(roundId, `${roundId}:win`, flight.winCents ?? 0, true);
  await markPaid(deps.db, roundId);
  return { flight: { ...flight, isPaid: true }, balance, endsInSeconds };
}

/** The longest a watch of the flight waits for its end before answering that it still flies. */
const WATCH_MS = 5_000;
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The player presses Cash out. */
export async function cashOut(deps: HouseDeps, sessionId: string, roundId: string): Promise<HouseRoundAnswer> {
  const session = await readSession(deps.db, sessionId);
  return answerOf(deps, session, await settleFlight(deps, session, roundId, true));
}

/**
 * The page watches its flight: the answer comes when the flight ends by itself (the crash or the automatic
 * cash-out), or after a few seconds of flight, and the page asks again.
 */
export async function watchFlight(deps: HouseDeps, sessionId: string, roundId: string): Promise<HouseRoundAnswer> {
  const session = await readSession(deps.db, sessionId);
  let settled = await settleFlight(deps, session, roundId, false);
  if (settled.endsInSeconds !== null) {
    await pause(Math.min(Math.ceil(settled.endsInSeconds * 1000) + 5, WATCH_MS));
    settled = await settleFlight(deps, session, roundId, false);
  }
  return answerOf(deps, session, settled);
}

async function answerOf(deps: HouseDeps, session: HouseSession, settled: Settled): Promise<HouseRoundAnswer> {
  const balance = settled.balance ?? (await pursesFor(deps.db, deps.wallet, session, session.gameId).balance());
  const next = await readSession(deps.db, session.id, true);
  return flightAnswer(settled.flight, balance, seedHash(next.serverSeed));
}

/** The round as the page sees it: the crash point and the seed only once the flight is decided. */
export function flightAnswer(flight: FlightRow, balance: string, nextServerSeedHash: string): HouseRoundAnswer {
  const isOver = flight.isDecided;
  const cashedOut = flight.cashedOutHundredths;
  return {
    roundId: flight.roundId,
    stake: fromCents(flight.stakeCents),
    win: fromCents(flight.winCents ?? 0),
    isOver,
    balance,
    outcome: {
      engine: 'crash',
      crashPoint: isOver ? multiplierText(flight.crashHundredths) : null,
      cashedOutAt: cashedOut === null ? null : multiplierText(cashedOut),
      autoCashOut: flight.autoHundredths === null ? null : multiplierText(flight.autoHundredths),
      elapsedMs: Math.max(Math.round((flight.elapsedSeconds ?? 0) * 1000), 0),
      isWin: cashedOut !== null,
    },
    fairness: {
      serverSeed: isOver ? flight.serverSeed : null,
      nextServerSeedHash,
      clientSeed: flight.clientSeed,
      nonce: flight.nonce,
    },
  };
}
