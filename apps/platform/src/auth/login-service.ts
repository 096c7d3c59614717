import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import { hashPassword, verifyPassword } from '../session/password';
import { hashSessionId, openSession } from '../session/session-service';
import { deleteSession } from '../session/session-repository';
import { AuthRefusal } from './auth-refusal';
import type { AttemptKeys } from './brute-force-guard';
import { admitAttempt, recordFailure, recordSuccess } from './brute-force-guard';
import type { Credentials } from './credentials-repository';
import { deleteSessionsOfUser, findCredentialsByLogin, findCredentialsByPhone } from './credentials-repository';
import { verifySmsCode } from './sms-service';
import { recordSessionOrigin } from '../security/session-history-repository';
import { beginTwoStep, completeTwoStep, findPendingTwoStep } from '../two-factor/two-step-service';

export interface LoginAttempt {
  keys: AttemptKeys;
  captchaHeader: string | undefined;
  /** The session the request came with; a login replaces it. */
  previousSessionId: string | null;
  /** The browser, shown in the session history. */
  userAgent: string | null;
  /** The player asked to stay logged in: the session is kept 30 days instead of for this visit. */
  remember: boolean;
}

/** A session opened, or (two-factor players) a pending login waiting for the second step's code. */
export type LoginResult =
  { kind: 'session'; userId: number; sessionId: string } | { kind: 'two-step'; pendingId: string };

export function createLoginService(db: Database) {
  // Unknown logins are checked against this hash so they cost the same time as a wrong password.
  const dummyHash = hashPassword(randomBytes(16).toString('base64url'));

  const passwordMatches = async (credentials: Credentials | null, password: string): Promise<number | null> => {
    if (!credentials) {
      await verifyPassword(password, await dummyHash);
      return null;
    }
    return (await verifyPassword(password, credentials.passwordHash)) ? credentials.userId : null;
  };

  /** The login succeeded: the previous session ends and a new one opens (no session fixation). */
  const openLoggedInSession = (userId: number, { keys, previousSessionId, userAgent, remember }: LoginAttempt) =>
    db.transaction(async (tx) => {
      await recordSuccess(tx, keys);
      if (previousSessionId !== null) await deleteSession(tx, hashSessionId(previousSessionId));
      const sessionId = await openSession(tx, userId, remember);
      await recordSessionOrigin(tx, hashSessionId(sessionId), keys.ip, userAgent);
      return { kind: 'session', userId, sessionId } as const;
    });

  /** Runs one guarded attempt; a player with a second step gets a pending login instead of a session. */
  const attempt = async (context: LoginAttempt, verify: () => Promise<number | null>): Promise<LoginResult> => {
    const { keys, captchaHeader } = context;
    await admitAttempt(db, keys, captchaHeader);
    const userId = await verify();
    if (userId === null) {
      await recordFailure(db, keys);
      throw new AuthRefusal(401, 'invalid_credentials', 'Wrong login or password');
    }
    const pendingId = await beginTwoStep(db, userId, keys.login);
    if (pendingId !== null) return { kind: 'two-step', pendingId };
    return openLoggedInSession(userId, context);
  };

  /**
   * The second step: the code of the pending login from the `bf_two_step` cookie. Wrong codes count in the
   * brute-force guard against the login of the first step and the client's IP.
   */
  const withTwoStepCode = async (pendingId: string | null, code: string, context: LoginAttempt) => {
    const pending = pendingId === null ? null : await findPendingTwoStep(db, pendingId);
    if (pendingId === null || !pending) {
      throw new AuthRefusal(401, 'two_step_expired', 'The sign-in has expired, enter the password again');
    }
    const keys = { login: pending.loginKey, ip: context.keys.ip };
    await admitAttempt(db, keys, context.captchaHeader);
    if (!(await completeTwoStep(db, pendingId, pending, code))) {
      await recordFailure(db, keys);
      throw new AuthRefusal(401, 'invalid_code', 'The code is not right');
    }
    return openLoggedInSession(pending.userId, { ...context, keys });
  };

  return {
    withPassword: (login: string, password: string, context: LoginAttempt) =>
      attempt(context, async () => passwordMatches(await findCredentialsByLogin(db, login), password)),

    withPhonePassword: (phone: string, password: string, context: LoginAttempt) =>
      attempt(context, async () => passwordMatches(await findCredentialsByPhone(db, phone), password)),

    withSmsCode: (phone: string, code: string, context: LoginAttempt) =>
      attempt(context, () => verifySmsCode(db, phone, code)),

    withTwoStepCode,

    endSession: (sessionId: string) => deleteSession(db, hashSessionId(sessionId)),

    endAllSessions: (userId: number) => deleteSessionsOfUser(db, userId),
  };
}
