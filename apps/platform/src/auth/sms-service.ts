import { createHash, randomInt } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import { sendSms } from '../outbox/outbox-service';
import { AuthRefusal } from './auth-refusal';
import { findCredentialsByPhone } from './credentials-repository';
import { insertSmsCode, listRecentSmsAges, consumeSmsCode } from './sms-code-repository';
import { playerLanguage, textMessageIn } from '../mailing/letters';

export const SMS_CODE_LIFETIME_SECONDS = 5 * 60;
export const SMS_RESEND_SECONDS = 60;
export const SMS_HOURLY_LIMIT = 5;
const HOUR_SECONDS = 60 * 60;

const hashCode = (phone: string, code: string) => createHash('sha256').update(`${phone}:${code}`).digest('base64url');

function refuseTooSoon(retryAfter: number): never {
  throw new AuthRefusal(
    429,
    'sms_rate_limited',
    'Too many codes requested for this phone, try again later',
    undefined,
    {
      'retry-after': String(Math.max(1, retryAfter)),
    },
  );
}

/**
 * Sends a six-digit login code when a player has the phone. The request is recorded and rate-limited either way
 * (1 per minute, 5 per hour per phone), so the answer does not reveal whether the phone is registered.
 */
export async function requestSmsCode(db: Database, phone: string): Promise<{ retryAfter: number }> {
  return db.transaction(async (tx) => {
    const ages = await listRecentSmsAges(tx, phone, HOUR_SECONDS);
    const newest = ages[0];
    if (newest !== undefined && newest < SMS_RESEND_SECONDS) refuseTooSoon(SMS_RESEND_SECONDS - newest);
    const oldest = ages[ages.length - 1];
    if (ages.length >= SMS_HOURLY_LIMIT && oldest !== undefined) refuseTooSoon(HOUR_SECONDS - oldest);
    const code = String(randomInt(1_000_000)).padStart(6, '0');
    await insertSmsCode(tx, phone, hashCode(phone, code), new Date(Date.now() + SMS_CODE_LIFETIME_SECONDS * 1000));
    const credentials = await findCredentialsByPhone(tx, phone);
    if (credentials) {
      const language = await playerLanguage(tx, credentials.userId);
      await sendSms(tx, `+${phone}`, await textMessageIn(language, 'login_code', { code }));
    }
    return { retryAfter: SMS_RESEND_SECONDS };
  });
}

/** The player with the phone when the code is the phone's latest live one; the code is then used up. */
export async function verifySmsCode(db: Queryable, phone: string, code: string): Promise<number | null> {
  const credentials = await findCredentialsByPhone(db, phone);
  if (!credentials) return null;
  return (await consumeSmsCode(db, phone, hashCode(phone, code))) ? credentials.userId : null;
}
