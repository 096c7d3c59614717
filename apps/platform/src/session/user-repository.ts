import type { Queryable } from '../db/database';

export interface UserRecord {
  id: number;
  login: string;
  email: string | null;
  phone: string | null;
  banLevel: number;
  banVersion: number;
  isVerified: boolean;
  hasDeposit: boolean;
  isNavigationBlocked: boolean;
  termsAcceptedVersion: number;
  language: string | null;
}

export interface NewUser {
  login: string;
  email: string | null;
  phone: string | null;
  passwordHash: string;
  banLevel: number;
  banVersion: number;
  isVerified: boolean;
  hasDeposit: boolean;
  termsAcceptedVersion: number;
}

export const USER_COLUMNS = `users.id, users.login, users.email, users.phone, users.ban_level as "banLevel",
  users.ban_version as "banVersion", users.is_verified as "isVerified", users.has_deposit as "hasDeposit",
  users.is_navigation_blocked as "isNavigationBlocked", users.terms_accepted_version as "termsAcceptedVersion",
  users.language`;

export async function insertUser(db: Queryable, user: NewUser): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `insert into users (login, email, phone, password_hash, ban_level, ban_version, is_verified, has_deposit, terms_accepted_version)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
    [
      user.login,
      user.email,
      user.phone,
      user.passwordHash,
      user.banLevel,
      user.banVersion,
      user.isVerified,
      user.hasDeposit,
      user.termsAcceptedVersion,
    ],
  );
  const inserted = rows[0];
  if (!inserted) throw new Error('insert into users returned no id');
  return inserted.id;
}

export async function isLoginTaken(db: Queryable, login: string): Promise<boolean> {
  const rows = await db.query('select 1 from users where login = $1', [login]);
  return rows.length > 0;
}
