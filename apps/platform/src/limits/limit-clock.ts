import type { Queryable } from '../db/database';

/**
 * The time the limit rules read, in epoch seconds: the database's clock (one for every process) plus an offset
 * that only the test-only admin command moves, so tests see a cooling-off or a time-out pass without waiting.
 */
export async function limitNow(db: Queryable): Promise<number> {
  const rows = await db.query<{ now: number }>(
    'select extract(epoch from now())::float8 + offset_seconds::float8 as now from limit_clock',
  );
  const row = rows[0];
  if (!row) throw new Error('The limit clock has no row');
  return Math.floor(row.now);
}

/** The seconds an hour of the session limit lasts: 3600, unless a test shortened it. */
export async function limitHourSeconds(db: Queryable): Promise<number> {
  const rows = await db.query<{ hourSeconds: number }>('select hour_seconds as "hourSeconds" from limit_clock');
  return rows[0]?.hourSeconds ?? 3600;
}

/** The session limit of so many hours, in seconds of play a day. */
export async function sessionLimitSeconds(db: Queryable, hours: number): Promise<number> {
  return hours * (await limitHourSeconds(db));
}

/** Moves the limit clock forward and sets the session limit's hour (test-only admin command). */
export async function setLimitClock(
  db: Queryable,
  { advanceSeconds = 0, hourSeconds }: { advanceSeconds?: number; hourSeconds?: number },
): Promise<{ now: number; hourSeconds: number }> {
  await db.query(
    'update limit_clock set offset_seconds = offset_seconds + $1, hour_seconds = coalesce($2, hour_seconds)',
    [advanceSeconds, hourSeconds ?? null],
  );
  return { now: await limitNow(db), hourSeconds: await limitHourSeconds(db) };
}
