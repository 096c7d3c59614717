import type { Database } from '../db/database';
import { HttpError } from '../http/http-error';
import { hashPassword } from '../session/password';
import {
  isLoginTakenByOther,
  readSecurityRow,
  updateEmailAuth,
  updateLogin,
  updatePassword,
  updateSecurityQuestion,
} from './security-repository';
import { deleteOtherSessions } from './session-history-repository';

/** Sets the new password and ends every session of the player but the current one. */
export async function changePassword(
  db: Database,
  userId: number,
  sessionHash: string,
  newPassword: string,
): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await updatePassword(tx, userId, passwordHash);
    await deleteOtherSessions(tx, userId, sessionHash);
  });
}

export async function changeLogin(db: Database, userId: number, login: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (await isLoginTakenByOther(tx, userId, login)) throw new HttpError(409, 'login_taken', 'The login is taken');
    await updateLogin(tx, userId, login);
  });
}

/** The answer is hashed like a password, without case and surrounding spaces, as players type it. */
export async function setSecurityQuestion(db: Database, userId: number, question: string, answer: string) {
  await updateSecurityQuestion(db, userId, question, await hashPassword(answer.trim().toLowerCase()));
}

/** Sign-in confirmation by e-mail needs a confirmed e-mail to send the codes to. */
export async function setEmailAuth(db: Database, userId: number, enabled: boolean): Promise<void> {
  const row = await readSecurityRow(db, userId);
  if (enabled && !(row?.email && row.emailVerified)) {
    throw new HttpError(409, 'email_not_confirmed', 'Confirm an e-mail first');
  }
  await updateEmailAuth(db, userId, enabled);
}
