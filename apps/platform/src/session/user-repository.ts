import type { AppViewType, Theme } from '@betfront/contract/preferences';
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
  /** A partner's player whose account is to move here. */
  isRequiredTransfer: boolean;
  termsAcceptedVersion: number;
  language: string | null;
  /** The player's chosen time zone (hours from UTC) and clock; null until chosen. */
  timeZone: number | null;
  is12h: boolean | null;
  /** The player's chosen theme; null until chosen. */
  theme: Theme | null;
  /** The player's layout: the sections hidden, the champs grouped, the betting view; null until chosen. */
  hideLeft: boolean | null;
  hideRight: boolean | null;
  groupByCountry: boolean | null;
  appViewType: AppViewType | null;
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
  registration: RegistrationProfile | null;
}

/** What registration records about a new player (migration 0204's profile columns). */
export interface RegistrationProfile {
  type: 'one_click' | 'phone' | 'full' | 'social';
  countryId: number;
  countryCode: string;
  bonusChoice: 0 | 1 | 2;
  /** 0 none, 1 e-mail only, 2 e-mail and phone, 3 phone only. */
  activationType: 0 | 1 | 2 | 3;
  emailVerified: boolean;
  phoneVerified: boolean;
  name: string | null;
  /** The page's language at registration: the player's letters and codes are worded in it. */
  language: 'ru' | 'en';
}

export const USER_COLUMNS = `users.id, users.login, users.email, users.phone, users.ban_level as "banLevel",
  users.ban_version as "banVersion", users.is_verified as "isVerified", users.has_deposit as "hasDeposit",
  users.is_navigation_blocked as "isNavigationBlocked", users.is_required_transfer as "isRequiredTransfer",
  users.terms_accepted_version as "termsAcceptedVersion",
  users.language, users.time_zone as "timeZone", users.is_12h as "is12h", users.theme,
  users.hide_left as "hideLeft", users.hide_right as "hideRight", users.group_by_country as "groupByCountry",
  users.app_view_type as "appViewType"`;

export async function insertUser(db: Queryable, user: NewUser): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `insert into users (login, email, phone, password_hash, ban_level, ban_version, is_verified, has_deposit,
       terms_accepted_version, registration_type, country_id, country_code, bonus_choice, activation_type,
       email_verified, phone_verified, name, language)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, coalesce($13, 0), coalesce($14, 0),
       coalesce($15, false), coalesce($16, false), $17, $18)
     returning id`,
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
      user.registration?.type ?? null,
      user.registration?.countryId ?? null,
      user.registration?.countryCode ?? null,
      user.registration?.bonusChoice ?? null,
      user.registration?.activationType ?? null,
      user.registration?.emailVerified ?? null,
      user.registration?.phoneVerified ?? null,
      user.registration?.name ?? null,
      user.registration?.language ?? null,
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

export async function isEmailTaken(db: Queryable, email: string): Promise<boolean> {
  const rows = await db.query('select 1 from users where lower(email) = lower($1)', [email]);
  return rows.length > 0;
}

/** Phones are compared by their digits. */
export async function isPhoneTaken(db: Queryable, phoneDigits: string): Promise<boolean> {
  const rows = await db.query(`select 1 from users where regexp_replace(phone, '\\D', '', 'g') = $1`, [phoneDigits]);
  return rows.length > 0;
}
