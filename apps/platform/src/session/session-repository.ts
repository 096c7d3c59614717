import type { Queryable } from '../db/database';
import type { UserRecord } from './user-repository';
import { USER_COLUMNS } from './user-repository';

/** Sessions are stored under a hash of the cookie value, so the table alone cannot be replayed as cookies. */
export async function insertSession(db: Queryable, idHash: string, userId: number, expiresAt: Date): Promise<void> {
  await db.query('insert into sessions (id, user_id, expires_at) values ($1, $2, $3)', [
    idHash,
    userId,
    expiresAt.toISOString(),
  ]);
}

export async function findSessionUser(db: Queryable, idHash: string): Promise<UserRecord | null> {
  const rows = await db.query<UserRecord>(
    `select ${USER_COLUMNS} from sessions join users on users.id = sessions.user_id
     where sessions.id = $1 and sessions.expires_at > now()`,
    [idHash],
  );
  return rows[0] ?? null;
}

export async function deleteSession(db: Queryable, idHash: string): Promise<void> {
  await db.query('delete from sessions where id = $1', [idHash]);
}
