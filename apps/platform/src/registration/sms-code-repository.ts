import type { Queryable } from '../db/database';

export interface StoredCode {
  id: number;
  codeHash: string;
  failedAttempts: number;
  isLive: boolean;
}

export async function insertRegistrationSmsCode(
  db: Queryable,
  code: { phone: string; ip: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db.query('insert into registration_sms_codes (phone, ip, code_hash, expires_at) values ($1, $2, $3, $4)', [
    code.phone,
    code.ip,
    code.codeHash,
    code.expiresAt.toISOString(),
  ]);
}

/** Seconds since each code sent to the phone (or asked for from the IP) within the window, newest first. */
export async function listRecentSmsCodeAges(
  db: Queryable,
  by: 'phone' | 'ip',
  key: string,
  windowSeconds: number,
): Promise<number[]> {
  const rows = await db.query<{ age: number }>(
    `select floor(extract(epoch from now() - created_at))::int as age from registration_sms_codes
     where ${by} = $1 and created_at > now() - make_interval(secs => $2) order by created_at desc`,
    [key, windowSeconds],
  );
  return rows.map((row) => row.age);
}

/** The newest code sent to the phone, locked for the check; only the newest one counts. */
export async function findNewestSmsCode(db: Queryable, phone: string): Promise<StoredCode | null> {
  const rows = await db.query<StoredCode>(
    `select id, code_hash as "codeHash", failed_attempts as "failedAttempts",
       (used_at is null and expires_at > now()) as "isLive"
     from registration_sms_codes where phone = $1 order by created_at desc, id desc limit 1 for update`,
    [phone],
  );
  return rows[0] ?? null;
}

export async function markSmsCodeUsed(db: Queryable, id: number): Promise<void> {
  await db.query('update registration_sms_codes set used_at = now() where id = $1', [id]);
}

export async function countSmsCodeFailure(db: Queryable, id: number): Promise<void> {
  await db.query('update registration_sms_codes set failed_attempts = failed_attempts + 1 where id = $1', [id]);
}
