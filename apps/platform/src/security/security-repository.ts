import type { Queryable } from '../db/database';

export interface SecurityRow {
  id: number;
  login: string;
  email: string | null;
  emailVerified: boolean;
  phone: string | null;
  phoneVerified: boolean;
  activationType: number;
  passwordChangedDays: number | null;
  twoFactorEnabled: boolean;
  securityQuestion: string | null;
  emailAuthEnabled: boolean;
  backupCodesLeft: number;
}

export async function readSecurityRow(db: Queryable, userId: number): Promise<SecurityRow | null> {
  const rows = await db.query<SecurityRow>(
    `select id, login, email, email_verified as "emailVerified", phone, phone_verified as "phoneVerified",
       activation_type as "activationType",
       floor(extract(epoch from now() - password_changed_at) / 86400)::int as "passwordChangedDays",
       two_factor_enabled as "twoFactorEnabled", security_question as "securityQuestion",
       email_auth_enabled as "emailAuthEnabled",
       (select count(*)::int from two_factor_backup_codes b where b.user_id = users.id and b.used_at is null)
         as "backupCodesLeft"
     from users where id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}

export async function readPasswordHash(db: Queryable, userId: number): Promise<string | null> {
  const rows = await db.query<{ hash: string }>('select password_hash as hash from users where id = $1', [userId]);
  return rows[0]?.hash ?? null;
}

export async function updatePassword(db: Queryable, userId: number, passwordHash: string): Promise<void> {
  await db.query('update users set password_hash = $2, password_changed_at = now() where id = $1', [
    userId,
    passwordHash,
  ]);
}

/** Another player already has the login, in any case. */
export async function isLoginTakenByOther(db: Queryable, userId: number, login: string): Promise<boolean> {
  const rows = await db.query('select 1 from users where lower(login) = lower($2) and id <> $1', [userId, login]);
  return rows.length > 0;
}

export async function updateLogin(db: Queryable, userId: number, login: string): Promise<void> {
  await db.query('update users set login = $2 where id = $1', [userId, login]);
}

export async function updateSecurityQuestion(
  db: Queryable,
  userId: number,
  question: string,
  answerHash: string,
): Promise<void> {
  await db.query('update users set security_question = $2, security_answer_hash = $3 where id = $1', [
    userId,
    question,
    answerHash,
  ]);
}

export async function updateEmailAuth(db: Queryable, userId: number, enabled: boolean): Promise<void> {
  await db.query('update users set email_auth_enabled = $2 where id = $1', [userId, enabled]);
}

/** Phones are compared by their digits. */
export async function isPhoneTakenByOther(db: Queryable, userId: number, phoneDigits: string): Promise<boolean> {
  const rows = await db.query(`select 1 from users where regexp_replace(phone, '\\D', '', 'g') = $2 and id <> $1`, [
    userId,
    phoneDigits,
  ]);
  return rows.length > 0;
}

export async function isEmailTakenByOther(db: Queryable, userId: number, email: string): Promise<boolean> {
  const rows = await db.query('select 1 from users where lower(email) = lower($2) and id <> $1', [userId, email]);
  return rows.length > 0;
}

export async function updateConfirmedPhone(
  db: Queryable,
  userId: number,
  phone: string,
  activationType: number,
): Promise<void> {
  await db.query('update users set phone = $2, phone_verified = true, activation_type = $3 where id = $1', [
    userId,
    phone,
    activationType,
  ]);
}

export async function updateConfirmedEmail(
  db: Queryable,
  userId: number,
  email: string,
  activationType: number,
): Promise<void> {
  await db.query('update users set email = $2, email_verified = true, activation_type = $3 where id = $1', [
    userId,
    email,
    activationType,
  ]);
}
