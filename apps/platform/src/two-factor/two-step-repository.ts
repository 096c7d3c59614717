import type { Queryable } from '../db/database';

export type TwoStepMethod = 'totp' | 'email';

export interface PendingTwoStep {
  userId: number;
  loginKey: string;
  method: TwoStepMethod;
  codeHash: string | null;
}

export async function insertTwoStep(
  db: Queryable,
  idHash: string,
  pending: PendingTwoStep,
  expiresAt: Date,
): Promise<void> {
  await db.query(
    `insert into two_step_logins (id, user_id, login_key, method, code_hash, expires_at) values ($1, $2, $3, $4, $5, $6)`,
    [idHash, pending.userId, pending.loginKey, pending.method, pending.codeHash, expiresAt.toISOString()],
  );
}

export async function findTwoStep(db: Queryable, idHash: string): Promise<PendingTwoStep | null> {
  const rows = await db.query<PendingTwoStep>(
    `select user_id as "userId", login_key as "loginKey", method, code_hash as "codeHash"
     from two_step_logins where id = $1 and expires_at > now()`,
    [idHash],
  );
  return rows[0] ?? null;
}

/** Counts a wrong code; answers how many the pending login has had. */
export async function addTwoStepAttempt(db: Queryable, idHash: string): Promise<number> {
  const rows = await db.query<{ attempts: number }>(
    'update two_step_logins set attempts = attempts + 1 where id = $1 returning attempts',
    [idHash],
  );
  return rows[0]?.attempts ?? 0;
}

export async function deleteTwoStep(db: Queryable, idHash: string): Promise<void> {
  await db.query('delete from two_step_logins where id = $1 or expires_at < now()', [idHash]);
}

export interface SecondStepSettings {
  twoFactorEnabled: boolean;
  /** The confirmed e-mail a sign-in code goes to, when sign-in confirmation by e-mail is on. */
  emailAuthAddress: string | null;
}

export async function readSecondStepSettings(db: Queryable, userId: number): Promise<SecondStepSettings> {
  const rows = await db.query<SecondStepSettings>(
    `select two_factor_enabled as "twoFactorEnabled",
       case when email_auth_enabled and email_verified then email end as "emailAuthAddress"
     from users where id = $1`,
    [userId],
  );
  return rows[0] ?? { twoFactorEnabled: false, emailAuthAddress: null };
}
