import type { Session } from '@betfront/contract';
import { LANGUAGE_COOKIE } from '@betfront/contract/preferences';
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import { refuseSpentSessionLimit } from '../limits/limit-gate';
import { layoutPreferencesOf } from '../preferences/layout-preferences';
import { themeOf } from '../preferences/theme-preference';
import { timePreferencesOf } from '../preferences/time-preferences';
import { readCachedSiteSettings } from '../settings/cached-site-settings';
import { BROWSER_SESSION_LIFETIME_SECONDS, SESSION_LIFETIME_SECONDS } from './session-cookie';
import { findSessionUser, insertSession } from './session-repository';
import type { UserRecord } from './user-repository';

export const hashSessionId = (sessionId: string) => createHash('sha256').update(sessionId).digest('base64url');

/** A new session id: 32 random bytes, base64url, as the cookie carries it. */
const newSessionId = () => randomBytes(32).toString('base64url');

/**
 * Opens a session for the user and returns the cookie value (32 random bytes, base64url); refused with 403
 * `session_limit_ended` once today's session limit is spent. A kept session lasts 30 days; one for this visit
 * lasts a day and ends after the operator's inactivity minutes.
 */
export async function openSession(db: Queryable, userId: number, remembered: boolean): Promise<string> {
  await refuseSpentSessionLimit(db, userId);
  const sessionId = newSessionId();
  const lifetime = remembered ? SESSION_LIFETIME_SECONDS : BROWSER_SESSION_LIFETIME_SECONDS;
  await insertSession(db, hashSessionId(sessionId), userId, new Date(Date.now() + lifetime * 1000), remembered);
  return sessionId;
}

/**
 * Gives a session a new id, keeping everything else (its end, its origin, its limits): after a change of the
 * account's protection an id seen before no longer works. Returns the new id and whether the session is kept,
 * or null when the session is gone.
 */
export async function rotateSession(
  db: Queryable,
  idHash: string,
): Promise<{ sessionId: string; remembered: boolean } | null> {
  const sessionId = newSessionId();
  const rows = await db.query<{ remembered: boolean }>(
    'update sessions set id = $2 where id = $1 returning remembered',
    [idHash, hashSessionId(sessionId)],
  );
  return rows[0] ? { sessionId, remembered: rows[0].remembered } : null;
}

export async function findUserBySession(db: Queryable, sessionId: string | null): Promise<UserRecord | null> {
  if (sessionId === null) return null;
  const { scalars } = await readCachedSiteSettings(db);
  return findSessionUser(db, hashSessionId(sessionId), scalars.autoLogoffMinutes);
}

/** The session as the site sees it at start; visitors get user_id null and neutral flags. */
export async function describeSession(
  db: Queryable,
  user: UserRecord | null,
  cookies: Readonly<Record<string, string | undefined>>,
): Promise<Session> {
  const languageCookie = cookies[LANGUAGE_COOKIE];
  const time = timePreferencesOf(user, cookies);
  const theme = themeOf(user, cookies);
  const layout = layoutPreferencesOf(user, cookies);
  const { scalars, languages } = await readCachedSiteSettings(db);
  const isKnown = (code: string | null | undefined): code is string =>
    typeof code === 'string' && languages.some((language) => language.code === code);
  const lng = [languageCookie, user?.language].find(isKnown) ?? scalars.defaultLanguage;
  if (!user) {
    return {
      user_id: null,
      ban_level: 0,
      ban_version: 0,
      is_verified: false,
      has_deposit: false,
      terms_changed: false,
      is_navigation_blocked: false,
      is_required_transfer: false,
      lng,
      ...time,
      theme,
      ...layout,
    };
  }
  return {
    user_id: user.id,
    ban_level: user.banLevel,
    ban_version: user.banVersion,
    is_verified: user.isVerified,
    has_deposit: user.hasDeposit,
    terms_changed: user.termsAcceptedVersion < scalars.termsVersion,
    is_navigation_blocked: user.isNavigationBlocked,
    is_required_transfer: user.isRequiredTransfer,
    lng,
    ...time,
    theme,
    ...layout,
  };
}
