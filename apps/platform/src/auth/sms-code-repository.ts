import type { Queryable } from '../db/database';

export async function insertSmsCode(db: Queryable, phone: string, codeHash: string, expiresAt: Date): Promise<void> {
  await db.query('insert into sms_codes (phone, code_hash, expires_at) values ($1, $2, $3)', [
    phone,
    codeHash,
    expiresAt.toISOString(),
  ]);
}

/** Seconds since each code requested for the phone within the window, newest first. */
export async function listRecentSmsAges(db: Queryable, phone: string, windowSeconds: number): Promise<number[]> {
  const rows = await db.query<{ age: number }>(
    `select floor(extract(epoch from now() - created_at))::int as age from sms_codes
     where phone = $1 and created_at > now() - make_interval(secs => $2) order by created_at desc`,
    [phone, windowSeconds],
  );
  return rows.map((row) => row.age);
}

/** Uses the phone's newest live code when its hash matches; only the latest code requested is valid. */
export async function consumeSmsCode(db: Queryable, phone: string, codeHash: string): Promise<boolean> {
  const rows = await db.query(
    `update sms_codes set used_at = now()
     where id = (select id from sms_codes where phone = $1 order by created_at desc, id desc limit 1)
       and used_at is null and expires_at > now() and code_hash = $2
     returning id`,
    [phone, codeHash],
  );
  return rows.length > 0;
}
