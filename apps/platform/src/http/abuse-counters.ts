import type { Queryable } from '../db/database';

export interface CounterState {
  /** Hits in the current window, this one included. */
  hits: number;
  /** Milliseconds until the window closes. */
  ttlMs: number;
}

/**
 * Counts one hit of a key in a fixed window, atomically in the database, so that every process of the platform
 * counts the same hits. A closed window starts again at one.
 */
export async function countHit(db: Queryable, key: string, windowMs: number): Promise<CounterState> {
  const rows = await db.query<{ hits: number; ttlMs: number }>(
    `insert into abuse_counters as c (key, hits, resets_at)
     values ($1, 1, clock_timestamp() + $2 * interval '1 millisecond')
     on conflict (key) do update set
       hits = case when c.resets_at <= clock_timestamp() then 1 else c.hits + 1 end,
       resets_at = case when c.resets_at <= clock_timestamp() then excluded.resets_at else c.resets_at end
     returning hits, greatest(0, ceil(extract(epoch from resets_at - clock_timestamp()) * 1000))::int as "ttlMs"`,
    [key, windowMs],
  );
  const row = rows[0];
  if (!row) throw new Error('the abuse counter was not written');
  return row;
}

/** The hits of a key in its current window, without counting one. */
export async function readHits(db: Queryable, key: string): Promise<number> {
  const rows = await db.query<{ hits: number }>(
    'select hits from abuse_counters where key = $1 and resets_at > clock_timestamp()',
    [key],
  );
  return rows[0]?.hits ?? 0;
}

/** Forgets windows that closed: their keys start again at one anyway. */
export async function deleteClosedWindows(db: Queryable): Promise<void> {
  await db.query('delete from abuse_counters where resets_at <= clock_timestamp()');
}
