import type { Queryable } from '../db/database';

export interface SessionRow {
  idHash: string;
  createdAt: Date;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | null;
}

/** Where a session was opened from, for the player's session history. */
export async function recordSessionOrigin(
  db: Queryable,
  idHash: string,
  ip: string,
  userAgent: string | null,
): Promise<void> {
  await db.query('update sessions set ip = $2, user_agent = $3 where id = $1', [idHash, ip, userAgent]);
}

export async function listLiveSessions(db: Queryable, userId: number): Promise<SessionRow[]> {
  return db.query<SessionRow>(
    `select id as "idHash", created_at as "createdAt", expires_at as "expiresAt", ip, user_agent as "userAgent"
     from sessions where user_id = $1 and expires_at > now() order by created_at desc, id`,
    [userId],
  );
}

/** Ends every session of the player but the one given; answers how many ended. */
export async function deleteOtherSessions(db: Queryable, userId: number, keepIdHash: string): Promise<number> {
  const rows = await db.query('delete from sessions where user_id = $1 and id <> $2 returning id', [
    userId,
    keepIdHash,
  ]);
  return rows.length;
}

/** Ends one session of the player, named by the start of its hash, unless it is the one given; true when it ended. */
export async function deleteSessionByHandle(
  db: Queryable,
  userId: number,
  handle: string,
  keepIdHash: string,
): Promise<boolean> {
  const rows = await db.query(
    'delete from sessions where user_id = $1 and left(id, $2) = $3 and id <> $4 returning id',
    [userId, handle.length, handle, keepIdHash],
  );
  return rows.length > 0;
}
