import type { Queryable } from '../db/database';
import type { UserRecord } from './user-repository';
import { USER_COLUMNS } from './user-repository';

/** Sessions are stored under a hash of the cookie value, so the table alone cannot be replayed as cookies. */
export async function insertSession(
  db: Queryable,
  idHash: string,
  userId: number,
  expiresAt: Date,
  remembered: boolean,
): Promise<void> {
  await db.query('insert into sessions (id, user_id, expires_at, remembered) values ($1, $2, $3, $4)', [
    idHash,
    userId,
    expiresAt.toISOString(),
    remembered,
  ]);
}

/**
 * The user of a live session: not past its end, and (unless kept) seen within the inactivity minutes. A request
 * marks the session seen, at most every 30 seconds, so reading stays free of writes.
 */
export async function findSessionUser(db: Queryable, idHash: string, idleMinutes: number): Promise<UserRecord | null> {
  const rows = await db.query<UserRecord & { isStale: boolean }>(
    `select ${USER_COLUMNS}, sessions.last_seen_at < now() - interval '30 seconds' as "isStale"
     from sessions join users on users.id = sessions.user_id
     where sessions.id = $1 and sessions.expires_at > now()
       and (sessions.remembered or sessions.last_seen_at > now() - make_interval(mins => $2))`,
    [idHash, idleMinutes],
  );
  const row = rows[0];
  if (!row) return null;
  const { isStale, ...user } = row;
  if (isStale) await db.query('update sessions set last_seen_at = now() where id = $1', [idHash]);
  return user;
}

export async function deleteSession(db: Queryable, idHash: string): Promise<void> {
  await db.query('delete from sessions where id = $1', [idHash]);
}
