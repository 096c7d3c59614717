import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { findCredentialsByPhone } from '../auth/credentials-repository';
import { checkCaptcha } from '../captcha/captcha-service';
import type { Database } from '../db/database';
import { HttpError } from '../http/http-error';
import { sendSms } from '../outbox/outbox-service';
import { createUserWithSession, LoginTakenError } from '../session/create-user';
import {
  consumeToken,
  countFailedAttempt,
  deleteCodes,
  findLiveCode,
  insertCode,
  insertToken,
  markTransferredPlayer,
  partnerExists,
  secondsSinceLastCode,
  setRequiredTransfer,
} from './transfer-repository';
import type { ContentLanguage } from '@betfront/contract/content';
import { textMessageIn } from '../mailing/letters';

export const TRANSFER_CODE_LIFETIME_SECONDS = 5 * 60;
export const TRANSFER_RESEND_SECONDS = 60;
export const TRANSFER_CODE_ATTEMPTS = 5;
export const TRANSFER_TOKEN_LIFETIME_SECONDS = 10 * 60;
const PASSWORD_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const PASSWORD_LENGTH = 12;

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000);

async function requirePartner(db: Database, partner: string): Promise<void> {
  if (!(await partnerExists(db, partner))) throw new HttpError(404, 'partner_not_found', `No partner ${partner}`);
}

/** Sends a six-digit code to the phone once the captcha is solved; one code a minute per phone. */
export async function sendTransferCode(
  db: Database,
  partner: string,
  phone: string,
  captcha: string,
  language: ContentLanguage,
): Promise<{ retryAfter: number }> {
  await requirePartner(db, partner);
  const [captchaId = '', answer = ''] = captcha.split(':');
  if (!(await checkCaptcha(db, captchaId, answer)).ok) {
    throw new HttpError(400, 'captcha_invalid', 'The captcha answer is wrong or expired: solve a new one');
  }
  return db.transaction(async (tx) => {
    const age = await secondsSinceLastCode(tx, phone);
    if (age !== null && age < TRANSFER_RESEND_SECONDS) {
      const wait = TRANSFER_RESEND_SECONDS - age;
      throw new HttpError(429, 'code_rate_limited', `Wait ${wait} s before a new code`, undefined, {
        retry_after: String(wait),
      });
    }
    const code = String(randomInt(1_000_000)).padStart(6, '0');
    const codeHash = sha256(`${phone}:${code}`);
    await insertCode(tx, { partner, phone, codeHash, expiresAt: inSeconds(TRANSFER_CODE_LIFETIME_SECONDS) });
    await sendSms(tx, `+${phone}`, await textMessageIn(language, 'transfer_code', { code }));
    return { retryAfter: TRANSFER_RESEND_SECONDS };
  });
}

/** A right code gives a one-time token for the player's data; five wrong guesses use the code up. */
export async function checkTransferCode(db: Database, partner: string, phone: string, code: string): Promise<string> {
  await requirePartner(db, partner);
  const outcome = await db.transaction(async (tx) => {
    const live = await findLiveCode(tx, partner, phone);
    if (!live || live.attempts >= TRANSFER_CODE_ATTEMPTS) return null;
    const expected = Buffer.from(live.codeHash);
    const actual = Buffer.from(sha256(`${phone}:${code}`));
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
      await countFailedAttempt(tx, live.id);
      return null;
    }
    await deleteCodes(tx, phone);
    const token = randomBytes(32).toString('base64url');
    await insertToken(tx, {
      tokenHash: sha256(token),
      partner,
      phone,
      expiresAt: inSeconds(TRANSFER_TOKEN_LIFETIME_SECONDS),
    });
    return token;
  });
  if (outcome === null) throw new HttpError(400, 'code_invalid', 'The code is wrong or expired: request a new one');
  return outcome;
}

function generatePassword(): string {
  return Array.from({ length: PASSWORD_LENGTH }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
}

/**
 * Opens the transferred player's account with a new password, logged in; the token is used up. The account the
 * player moved from (the one logged in when they asked, if any) no longer asks for the transfer.
 */
export async function createTransferredPlayer(
  db: Database,
  redirectToken: string,
  movedFromUserId: number | null,
): Promise<{ userId: number; password: string; sessionId: string }> {
  const phone = await consumeToken(db, sha256(redirectToken));
  if (phone === null) throw new HttpError(400, 'token_invalid', 'The transfer link is used up or expired');
  if (await findCredentialsByPhone(db, phone)) {
    throw new HttpError(409, 'phone_taken', 'A player with this phone is already registered: log in instead');
  }
  const password = generatePassword();
  try {
    const login = `t${phone}`;
    const { userId, sessionId } = await createUserWithSession(db, { login, password, phone: `+${phone}` });
    await markTransferredPlayer(db, userId);
    if (movedFromUserId !== null) await setRequiredTransfer(db, movedFromUserId, false);
    return { userId, password, sessionId };
  } catch (error) {
    if (error instanceof LoginTakenError) throw new HttpError(409, 'login_taken', error.message);
    throw error;
  }
}
