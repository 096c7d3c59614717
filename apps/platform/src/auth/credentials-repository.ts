import type { Queryable } from '../db/database';

export interface Credentials {
  userId: number;
  passwordHash: string;
}

const CREDENTIAL_COLUMNS = 'id as "userId", password_hash as "passwordHash"';

/** By login name first, then by e-mail (any case), then by numeric user id. */
export async function findCredentialsByLogin(db: Queryable, login: string): Promise<Credentials | null> {
  const numericId = /^\d{1,9}$/.test(login) ? Number(login) : null;
  const rows = await db.query<Credentials>(
    `select ${CREDENTIAL_COLUMNS} from users
     where login = $1 or lower(email) = lower($1) or id = $2
     order by case when login = $1 then 0 when lower(email) = lower($1) then 1 else 2 end limit 1`,
    [login, numericId],
  );
  return rows[0] ?? null;
}

/** Phones are compared by their digits, so "+7 (900) 123-45-67" and "79001234567" are the same phone. */
export async function findCredentialsByPhone(db: Queryable, phoneDigits: string): Promise<Credentials | null> {
  const rows = await db.query<Credentials>(
    `select ${CREDENTIAL_COLUMNS} from users where regexp_replace(phone, '\\D', '', 'g') = $1 limit 1`,
    [phoneDigits],
  );
  return rows[0] ?? null;
}

export async function deleteSessionsOfUser(db: Queryable, userId: number): Promise<void> {
  await db.query('delete from sessions where user_id = $1', [userId]);
}
