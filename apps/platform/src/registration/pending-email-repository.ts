import type { Queryable } from '../db/database';

export interface NewPendingEmail {
  email: string;
  ip: string;
  passwordHash: string;
  currencyId: number;
  countryId: number;
  bonusChoice: 0 | 1 | 2;
  language: 'ru' | 'en';
  tokenHash: string;
  codeHash: string;
  expiresAt: Date;
}

export interface PendingEmail {
  id: number;
  email: string;
  passwordHash: string;
  currencyId: number;
  countryId: number;
  bonusChoice: 0 | 1 | 2;
  language: 'ru' | 'en';
  codeHash: string;
  failedAttempts: number;
  isLive: boolean;
}

const PENDING_COLUMNS = `id, email, password_hash as "passwordHash", currency_id as "currencyId", country_id as "countryId",
  bonus_choice as "bonusChoice", language, code_hash as "codeHash", failed_attempts as "failedAttempts",
  (used_at is null and expires_at > now()) as "isLive"`;

export async function insertPendingEmail(db: Queryable, pending: NewPendingEmail): Promise<void> {
  await db.query(
    `insert into pending_email_registrations
       (email, ip, password_hash, currency_id, country_id, bonus_choice, language, token_hash, code_hash, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      pending.email,
      pending.ip,
      pending.passwordHash,
      pending.currencyId,
      pending.countryId,
      pending.bonusChoice,
      pending.language,
      pending.tokenHash,
      pending.codeHash,
      pending.expiresAt.toISOString(),
    ],
  );
}

/** Seconds since each letter sent to the e-mail (or asked for from the IP) within the window, newest first. */
export async function listRecentLetterAges(
  db: Queryable,
  by: 'email' | 'ip',
  key: string,
  windowSeconds: number,
): Promise<number[]> {
  const rows = await db.query<{ age: number }>(
    `select floor(extract(epoch from now() - created_at))::int as age from pending_email_registrations
     where ${by} = $1 and created_at > now() - make_interval(secs => $2) order by created_at desc`,
    [key, windowSeconds],
  );
  return rows.map((row) => row.age);
}

export async function findPendingByToken(db: Queryable, tokenHash: string): Promise<PendingEmail | null> {
  const rows = await db.query<PendingEmail>(
    `select ${PENDING_COLUMNS} from pending_email_registrations where token_hash = $1 for update`,
    [tokenHash],
  );
  return rows[0] ?? null;
}

/** The newest letter sent to the e-mail, locked for the check; only its code counts. */
export async function findNewestPendingByEmail(db: Queryable, email: string): Promise<PendingEmail | null> {
  const rows = await db.query<PendingEmail>(
    `select ${PENDING_COLUMNS} from pending_email_registrations where email = $1
     order by created_at desc, id desc limit 1 for update`,
    [email],
  );
  return rows[0] ?? null;
}

export async function markPendingUsed(db: Queryable, id: number): Promise<void> {
  await db.query('update pending_email_registrations set used_at = now() where id = $1', [id]);
}

export async function countPendingFailure(db: Queryable, id: number): Promise<void> {
  await db.query('update pending_email_registrations set failed_attempts = failed_attempts + 1 where id = $1', [id]);
}
