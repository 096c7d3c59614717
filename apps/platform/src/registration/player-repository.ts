import type { Queryable } from '../db/database';

export interface PlayerCredentials {
  login: string;
  passwordHash: string;
  registrationType: string | null;
}

export async function findPlayerCredentials(db: Queryable, userId: number): Promise<PlayerCredentials | null> {
  const rows = await db.query<PlayerCredentials>(
    `select login, password_hash as "passwordHash", registration_type as "registrationType" from users where id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}
