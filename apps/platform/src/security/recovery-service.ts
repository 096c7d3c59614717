import { createHash, randomBytes } from 'node:crypto';
import { deleteSessionsOfUser, findCredentialsByLogin, findCredentialsByPhone } from '../auth/credentials-repository';
import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import { sendEmail, sendSms } from '../outbox/outbox-service';
import { hashPassword } from '../session/password';
import { hashOneTimeCode, oneTimeCodeMatches, randomSixDigitCode } from './one-time-code';
import {
  addRecoveryAttempt,
  approveRecovery,
  closeRecoveriesOfUser,
  closeRecovery,
  findOpenRecovery,
  insertRecovery,
  listRecoveryAges,
} from './recovery-repository';
import { readSecurityRow, updatePassword } from './security-repository';
import type { SecurityRow } from './security-repository';
import { enforceSendLimit, HOUR_SECONDS, RESEND_SECONDS } from './send-limit';
import { contentLanguageFor } from '@betfront/contract/content';
import { letterIn, textMessageIn } from '../mailing/letters';

export const RECOVERY_LIFETIME_SECONDS = 30 * 60;
export const RECOVERY_MAX_ATTEMPTS = 5;
const PHONE_LIKE = /^\+?[\d\s()-]{6,20}$/;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The player a recovery login names: login name, e-mail or id, else a phone. */
async function findRecoveryPlayer(db: Queryable, login: string): Promise<SecurityRow | null> {
  const credentials =
    (await findCredentialsByLogin(db, login)) ??
    (PHONE_LIKE.test(login) ? await findCredentialsByPhone(db, login.replace(/\D/g, '')) : null);
  return credentials ? readSecurityRow(db, credentials.userId) : null;
}

export interface RecoveryStart {
  login: string;
  lng: string;
  /** Scheme and host of the site, for the reset link in the e-mail. */
  origin: string;
}

/**
 * Opens a recovery and sends its code to the player's e-mail (with a reset link), else to the phone. An unknown
 * login opens one too, with nothing sent, so the answer is the same whether or not the login exists.
 */
export async function startRecovery(db: Database, { login, lng, origin }: RecoveryStart) {
  const loginKey = login.trim().toLowerCase();
  const player = await findRecoveryPlayer(db, login.trim());
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  const code = randomSixDigitCode();
  await db.transaction(async (tx) => {
    enforceSendLimit(await listRecoveryAges(tx, loginKey, HOUR_SECONDS));
    const expiresAt = new Date(Date.now() + RECOVERY_LIFETIME_SECONDS * 1000);
    const codeHash = hashOneTimeCode(tokenHash, code);
    await insertRecovery(tx, { tokenHash, userId: player?.id ?? null, loginKey, codeHash, expiresAt });
    if (player?.email) {
      const link = `${origin}/${lng}/user/passwordreset?token=${token}&code=${code}`;
      const letter = await letterIn(contentLanguageFor(lng), 'recovery', { code, link });
      await sendEmail(tx, player.email, letter.subject, letter.text);
    } else if (player?.phone) {
      await sendSms(
        tx,
        `+${player.phone.replace(/\D/g, '')}`,
        await textMessageIn(contentLanguageFor(lng), 'recovery', { code }),
      );
    }
  });
  return { token, retry_after: RESEND_SECONDS };
}

/** Checks the code; a right one approves the recovery and answers the login it unlocks. */
export async function checkRecovery(db: Database, token: string, code: string): Promise<{ login: string }> {
  const tokenHash = hashToken(token);
  const outcome = await db.transaction(async (tx) => {
    const recovery = await findOpenRecovery(tx, tokenHash);
    if (!recovery) return { kind: 'expired' } as const;
    const player = recovery.userId === null ? null : await readSecurityRow(tx, recovery.userId);
    if (!player || !oneTimeCodeMatches(tokenHash, code, recovery.codeHash)) {
      if ((await addRecoveryAttempt(tx, recovery.id)) >= RECOVERY_MAX_ATTEMPTS) await closeRecovery(tx, recovery.id);
      return { kind: 'wrong' } as const;
    }
    await approveRecovery(tx, recovery.id);
    return { kind: 'approved', login: player.login } as const;
  });
  if (outcome.kind === 'expired') throw new HttpError(400, 'recovery_expired', 'The recovery has expired, start again');
  if (outcome.kind === 'wrong') throw new HttpError(400, 'invalid_code', 'The code is not right');
  return { login: outcome.login };
}

/** Sets the new password of an approved recovery; every session of the player ends. */
export async function saveRecovery(db: Database, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const recovery = await findOpenRecovery(tx, hashToken(token));
    if (!recovery?.approved || recovery.userId === null) {
      throw new HttpError(400, 'recovery_expired', 'The recovery has expired, start again');
    }
    await updatePassword(tx, recovery.userId, passwordHash);
    await deleteSessionsOfUser(tx, recovery.userId);
    await closeRecoveriesOfUser(tx, recovery.userId);
  });
}
