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

export interface LoginAttempt {
  keys: AttemptKeys;
  captchaHeader: string | undefined;
  /** The session the request came with; a login replaces it. */
  previousSessionId: string | null;
}

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

  /** Runs one guarded attempt; on success the previous session ends and a new one opens (no session fixation). */
  const attempt = async (
    { keys, captchaHeader, previousSessionId }: LoginAttempt,
    verify: () => Promise<number | null>,
  ): Promise<{ userId: number; sessionId: string }> => {
    await admitAttempt(db, keys, captchaHeader);
    const userId = await verify();
    if (userId === null) {
      await recordFailure(db, keys);
      throw new AuthRefusal(401, 'invalid_credentials', 'Wrong login or password');
    }
    return db.transaction(async (tx) => {
      await recordSuccess(tx, keys);
      if (previousSessionId !== null) await deleteSession(tx, hashSessionId(previousSessionId));
      return { userId, sessionId: await openSession(tx, userId) };
    });
  };

  return {
    withPassword: (login: string, password: string, context: LoginAttempt) =>
      attempt(context, async () => passwordMatches(await findCredentialsByLogin(db, login), password)),

    withPhonePassword: (phone: string, password: string, context: LoginAttempt) =>
      attempt(context, async () => passwordMatches(await findCredentialsByPhone(db, phone), password)),

    withSmsCode: (phone: string, code: string, context: LoginAttempt) =>
      attempt(context, () => verifySmsCode(db, phone, code)),

    endSession: (sessionId: string) => deleteSession(db, hashSessionId(sessionId)),

    endAllSessions: (userId: number) => deleteSessionsOfUser(db, userId),
  };
}
