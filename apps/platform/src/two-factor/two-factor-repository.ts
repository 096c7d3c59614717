import type { Queryable } from '../db/database';

export interface TwoFactorState {
  secret: string | null;
  enabled: boolean;
  lastStep: number | null;
}

export async function readTwoFactorState(db: Queryable, userId: number): Promise<TwoFactorState | null> {
  const rows = await db.query<{ secret: string | null; enabled: boolean; lastStep: string | null }>(
    `select two_factor_secret as secret, two_factor_enabled as enabled, two_factor_last_step as "lastStep"
     from users where id = $1`,
    [userId],
  );
  const row = rows[0];
  return row
    ? { secret: row.secret, enabled: row.enabled, lastStep: row.lastStep === null ? null : Number(row.lastStep) }
    : null;
}

/** A secret waiting for its first code; it replaces an earlier one not yet enabled. */
export async function savePendingSecret(db: Queryable, userId: number, secret: string): Promise<void> {
  await db.query('update users set two_factor_secret = $2 where id = $1 and not two_factor_enabled', [userId, secret]);
}

export async function setTwoFactorEnabled(db: Queryable, userId: number, step: number): Promise<void> {
  await db.query('update users set two_factor_enabled = true, two_factor_last_step = $2 where id = $1', [userId, step]);
}

export async function clearTwoFactor(db: Queryable, userId: number): Promise<void> {
  await db.query(
    `update users set two_factor_enabled = false, two_factor_secret = null, two_factor_last_step = null where id = $1`,
    [userId],
  );
  await db.query('delete from two_factor_backup_codes where user_id = $1', [userId]);
}

/** Records the step as used; false when it (or a later one) already was, so each code works once. */
export async function claimTotpStep(db: Queryable, userId: number, step: number): Promise<boolean> {
  const rows = await db.query(
    `update users set two_factor_last_step = $2
     where id = $1 and (two_factor_last_step is null or two_factor_last_step < $2) returning id`,
    [userId, step],
  );
  return rows.length > 0;
}

export async function replaceBackupCodes(db: Queryable, userId: number, codeHashes: readonly string[]): Promise<void> {
  await db.query('delete from two_factor_backup_codes where user_id = $1', [userId]);
  for (const codeHash of codeHashes) {
    await db.query('insert into two_factor_backup_codes (user_id, code_hash) values ($1, $2)', [userId, codeHash]);
  }
}

/** Uses the code up when it is one of the player's unused ones. */
export async function consumeBackupCode(db: Queryable, userId: number, codeHash: string): Promise<boolean> {
  const rows = await db.query(
    `update two_factor_backup_codes set used_at = now()
     where id = (select id from two_factor_backup_codes where user_id = $1 and code_hash = $2 and used_at is null limit 1)
     returning id`,
    [userId, codeHash],
  );
  return rows.length > 0;
}
