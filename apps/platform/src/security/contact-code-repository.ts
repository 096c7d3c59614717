import type { Queryable } from '../db/database';

export type ContactChannel = 'phone' | 'email';

export interface ContactCode {
  id: number;
  target: string;
  codeHash: string;
}

/** Seconds since each code sent to the player on the channel within the window, newest first. */
export async function listContactSendAges(
  db: Queryable,
  userId: number,
  channel: ContactChannel,
  windowSeconds: number,
): Promise<number[]> {
  const rows = await db.query<{ age: number }>(
    `select floor(extract(epoch from now() - created_at))::int as age from contact_codes
     where user_id = $1 and channel = $2 and created_at > now() - make_interval(secs => $3)
     order by created_at desc`,
    [userId, channel, windowSeconds],
  );
  return rows.map((row) => row.age);
}

export async function insertContactCode(
  db: Queryable,
  userId: number,
  channel: ContactChannel,
  target: string,
  codeHash: string,
  expiresAt: Date,
): Promise<void> {
  await db.query(
    `insert into contact_codes (user_id, channel, target, code_hash, expires_at) values ($1, $2, $3, $4, $5)`,
    [userId, channel, target, codeHash, expiresAt.toISOString()],
  );
}

/** Only the newest code of the channel counts, while it lasts and is unused. */
export async function findLiveContactCode(
  db: Queryable,
  userId: number,
  channel: ContactChannel,
): Promise<ContactCode | null> {
  const rows = await db.query<ContactCode>(
    `select id, target, code_hash as "codeHash" from contact_codes
     where id = (select id from contact_codes where user_id = $1 and channel = $2 order by created_at desc, id desc limit 1)
       and used_at is null and expires_at > now()`,
    [userId, channel],
  );
  return rows[0] ?? null;
}

export async function addContactAttempt(db: Queryable, id: number): Promise<number> {
  const rows = await db.query<{ attempts: number }>(
    'update contact_codes set attempts = attempts + 1 where id = $1 returning attempts',
    [id],
  );
  return rows[0]?.attempts ?? 0;
}

export async function markContactCodeUsed(db: Queryable, id: number): Promise<void> {
  await db.query('update contact_codes set used_at = now() where id = $1', [id]);
}
