import type { Queryable } from '../db/database';

export interface RecoveryRow {
  id: number;
  userId: number | null;
  codeHash: string;
  approved: boolean;
}

export interface NewRecovery {
  tokenHash: string;
  userId: number | null;
  loginKey: string;
  codeHash: string;
  expiresAt: Date;
}

/** Seconds since each recovery asked for the login within the window, newest first. */
export async function listRecoveryAges(db: Queryable, loginKey: string, windowSeconds: number): Promise<number[]> {
  const rows = await db.query<{ age: number }>(
    `select floor(extract(epoch from now() - created_at))::int as age from password_recoveries
     where login_key = $1 and created_at > now() - make_interval(secs => $2) order by created_at desc`,
    [loginKey, windowSeconds],
  );
  return rows.map((row) => row.age);
}

export async function insertRecovery(db: Queryable, recovery: NewRecovery): Promise<void> {
  await db.query(
    `insert into password_recoveries (token_hash, user_id, login_key, code_hash, expires_at) values ($1, $2, $3, $4, $5)`,
    [recovery.tokenHash, recovery.userId, recovery.loginKey, recovery.codeHash, recovery.expiresAt.toISOString()],
  );
}

/** A recovery still open: not expired and not used. */
export async function findOpenRecovery(db: Queryable, tokenHash: string): Promise<RecoveryRow | null> {
  const rows = await db.query<RecoveryRow>(
    `select id, user_id as "userId", code_hash as "codeHash", approved_at is not null as approved
     from password_recoveries where token_hash = $1 and used_at is null and expires_at > now()`,
    [tokenHash],
  );
  return rows[0] ?? null;
}

export async function addRecoveryAttempt(db: Queryable, id: number): Promise<number> {
  const rows = await db.query<{ attempts: number }>(
    'update password_recoveries set attempts = attempts + 1 where id = $1 returning attempts',
    [id],
  );
  return rows[0]?.attempts ?? 0;
}

export async function approveRecovery(db: Queryable, id: number): Promise<void> {
  await db.query('update password_recoveries set approved_at = now() where id = $1', [id]);
}

export async function closeRecovery(db: Queryable, id: number): Promise<void> {
  await db.query('update password_recoveries set used_at = now() where id = $1', [id]);
}

/** A new password ends every recovery of the player still open. */
export async function closeRecoveriesOfUser(db: Queryable, userId: number): Promise<void> {
  await db.query('update password_recoveries set used_at = now() where user_id = $1 and used_at is null', [userId]);
}
