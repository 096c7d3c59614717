import type { Queryable } from '../db/database';

export interface DisallowedSports {
  line: number[];
  live: number[];
}

export async function readDisallowedSports(db: Queryable, userId: number): Promise<DisallowedSports> {
  const rows = await db.query<{ line: number[]; live: number[] }>(
    'select disallow_line_sport as line, disallow_live_sport as live from users where id = $1',
    [userId],
  );
  const row = rows[0];
  return { line: row?.line ?? [], live: row?.live ?? [] };
}

/** Saves both lists at once, each without repeats and in ascending order. */
export async function saveDisallowedSports(
  db: Queryable,
  userId: number,
  sports: DisallowedSports,
): Promise<DisallowedSports> {
  const tidy = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);
  const saved = { line: tidy(sports.line), live: tidy(sports.live) };
  await db.query('update users set disallow_line_sport = $2::int[], disallow_live_sport = $3::int[] where id = $1', [
    userId,
    saved.line,
    saved.live,
  ]);
  return saved;
}
