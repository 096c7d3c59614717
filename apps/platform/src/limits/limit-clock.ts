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

/** Moves the limit clock forward (test-only admin command). */
export async function advanceLimitClock(db: Queryable, seconds: number): Promise<number> {
  await db.query('update limit_clock set offset_seconds = offset_seconds + $1', [seconds]);
  return limitNow(db);
}
