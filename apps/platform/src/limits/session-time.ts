import type { Queryable } from '../db/database';

/** The longest gap between two pings credited as play: a closed tab stops counting within a minute. */
export const MAX_CREDITED_GAP_SECONDS = 60;

const DAY = `(to_timestamp($2) at time zone 'UTC')::date`;

/** Seconds the player has spent logged in today (UTC), as credited by the pings. */
export async function usedSecondsToday(tx: Queryable, userId: number, now: number): Promise<number> {
  const rows = await tx.query<{ used: number }>(
    `select used_seconds as used from session_time_days where user_id = $1 and day = ${DAY}`,
    [userId, now],
  );
  return rows[0]?.used ?? 0;
}

/**
 * Credits the time since the session's last activity (at most MAX_CREDITED_GAP_SECONDS) to today and marks
 * the session active now. Locks the session row, so two pings of one session do not credit the same time.
 */
export async function creditSessionActivity(
  tx: Queryable,
  { sessionIdHash, userId, now }: { sessionIdHash: string; userId: number; now: number },
): Promise<number> {
  const rows = await tx.query<{ gap: number | null }>(
    `select extract(epoch from to_timestamp($2) - active_at)::float8 as gap from sessions where id = $1 for update`,
    [sessionIdHash, now],
  );
  const gap = rows[0]?.gap ?? 0;
  const credited = Math.max(0, Math.min(Math.floor(gap), MAX_CREDITED_GAP_SECONDS));
  await tx.query('update sessions set active_at = to_timestamp($2) where id = $1', [sessionIdHash, now]);
  const used = await tx.query<{ used: number }>(
    `insert into session_time_days (user_id, day, used_seconds) values ($1, ${DAY}, $3)
     on conflict (user_id, day) do update set used_seconds = session_time_days.used_seconds + $3
     returning used_seconds as used`,
    [userId, now, credited],
  );
  return used[0]?.used ?? credited;
}

/** Ends every session of the player (self-exclusion, time-out, session limit, BlockUser). */
export async function endPlayerSessions(tx: Queryable, userId: number): Promise<void> {
  await tx.query('delete from sessions where user_id = $1', [userId]);
}
