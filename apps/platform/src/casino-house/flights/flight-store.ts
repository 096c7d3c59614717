import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/http-error';

/** A crash flight as stored (migration 0630): its fixed crash point, its seed, and its decision once made. */
export interface FlightRow {
  roundId: string;
  sessionId: string;
  stakeCents: number;
  crashHundredths: number;
  autoHundredths: number | null;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  /** Seconds flown by the database's clock (up to the decision); null until the stake is taken. */
  elapsedSeconds: number | null;
  isDecided: boolean;
  cashedOutHundredths: number | null;
  winCents: number | null;
  isPaid: boolean;
}

const COLUMNS = `round_id as "roundId", session_id as "sessionId", stake_cents as "stakeCents",
  crash_hundredths as "crashHundredths", auto_hundredths as "autoHundredths", server_seed as "serverSeed",
  client_seed as "clientSeed", nonce,
  extract(epoch from coalesce(decided_at, clock_timestamp()) - started_at)::float8 as "elapsedSeconds",
  decided_at is not null as "isDecided", cashed_out_hundredths as "cashedOutHundredths", win_cents as "winCents",
  paid_at is not null as "isPaid"`;

export type NewFlight = Pick<
  FlightRow,
  'roundId' | 'sessionId' | 'stakeCents' | 'crashHundredths' | 'autoHundredths' | 'serverSeed' | 'clientSeed' | 'nonce'
>;

export async function insertFlight(tx: Queryable, flight: NewFlight): Promise<void> {
  await tx.query(
    `insert into casino_house_flights
       (round_id, session_id, stake_cents, crash_hundredths, auto_hundredths, server_seed, client_seed, nonce)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      flight.roundId,
      flight.sessionId,
      flight.stakeCents,
      flight.crashHundredths,
      flight.autoHundredths,
      flight.serverSeed,
      flight.clientSeed,
      flight.nonce,
    ],
  );
}

/** The stake is taken: the multiplier starts climbing now, by the database's clock. */
export async function markTakenOff(db: Queryable, roundId: string): Promise<FlightRow> {
  const [row] = await db.query<FlightRow>(
    `update casino_house_flights set started_at = clock_timestamp() where round_id = $1 returning ${COLUMNS}`,
    [roundId],
  );
  if (!row) throw new Error(`Flight ${roundId} vanished before take-off`);
  return row;
}

/** A flight whose stake was never taken leaves no trace. */
export async function dropFlight(db: Queryable, roundId: string): Promise<void> {
  await db.query('delete from casino_house_flights where round_id = $1 and started_at is null', [roundId]);
}

/** The session's flight, locked for a decision; an unknown round (or another session's) is a named 404. */
export async function lockFlight(tx: Queryable, sessionId: string, roundId: string): Promise<FlightRow> {
  const [row] = await tx.query<FlightRow>(
    `select ${COLUMNS} from casino_house_flights where round_id = $1 and session_id = $2 for update`,
    [roundId, sessionId],
  );
  if (!row) throw new HttpError(404, 'flight_not_found', 'No such flight in this game');
  return row;
}

export async function recordDecision(
  tx: Queryable,
  roundId: string,
  decision: { cashedOutHundredths: number | null; winCents: number },
): Promise<FlightRow> {
  const [row] = await tx.query<FlightRow>(
    `update casino_house_flights set decided_at = clock_timestamp(), cashed_out_hundredths = $2, win_cents = $3
     where round_id = $1 and decided_at is null returning ${COLUMNS}`,
    [roundId, decision.cashedOutHundredths, decision.winCents],
  );
  if (!row) throw new Error(`Flight ${roundId} was decided twice`);
  return row;
}

export async function markPaid(db: Queryable, roundId: string): Promise<void> {
  await db.query(
    'update casino_house_flights set paid_at = clock_timestamp() where round_id = $1 and paid_at is null',
    [roundId],
  );
}

/** The session's flight not yet paid (one at most: a new round waits for it). */
export async function unpaidFlightOf(db: Queryable, sessionId: string): Promise<FlightRow | null> {
  const [row] = await db.query<FlightRow>(
    `select ${COLUMNS} from casino_house_flights
     where session_id = $1 and paid_at is null and started_at is not null`,
    [sessionId],
  );
  return row ?? null;
}

/** Flights that took off and are not paid yet, oldest first, and those whose stake was never confirmed. */
export async function flightsToSweep(
  db: Queryable,
): Promise<{ roundId: string; sessionId: string; hasTakenOff: boolean }[]> {
  return db.query(
    `select round_id as "roundId", session_id as "sessionId", started_at is not null as "hasTakenOff"
     from casino_house_flights
     where paid_at is null
       and (started_at <= clock_timestamp() - interval '1 second'
            or (started_at is null and created_at <= clock_timestamp() - interval '1 minute'))
     order by created_at limit 100`,
  );
}
