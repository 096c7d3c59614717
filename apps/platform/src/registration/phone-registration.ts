import type { z } from 'zod';
import type { phoneCodeBodySchema, phoneRegistrationBodySchema } from '@betfront/contract/registration';
import type { Database } from '../db/database';
import { HttpError } from '../http/http-error';
import { sendSms } from '../outbox/outbox-service';
import { hashPassword } from '../session/password';
import { isPhoneTaken } from '../session/user-repository';
import { textMessageIn } from '../mailing/letters';
import { phoneOfTelCode } from './phone-number';
import { assertChoicesExist, assertPhoneFree, registerPlayer } from './register-player';
import { hashSecret, sixDigitCode } from './secrets';
import { assertMaySend, CODE_ATTEMPTS, HOUR_SECONDS, RESEND_SECONDS } from './send-limits';
import {
  countSmsCodeFailure,
  findNewestSmsCode,
  insertRegistrationSmsCode,
  listRecentSmsCodeAges,
  markSmsCodeUsed,
} from './sms-code-repository';

export const REGISTRATION_CODE_LIFETIME_SECONDS = 10 * 60;

const wrongCode = () => new HttpError(400, 'wrong_code', 'The code is wrong or expired, ask for a new one');

/**
 * Sends a six-digit code to a phone no player has yet. A phone that already has an account gets a message
 * saying so instead, and the answer is the same: the site does not tell who has an account.
 */
export async function sendPhoneCode(
  db: Database,
  body: z.output<typeof phoneCodeBodySchema>,
  ip: string,
): Promise<{ retryAfter: number }> {
  const phone = phoneOfTelCode(body.phone_code, body.phone_number);
  return db.transaction(async (tx) => {
    assertMaySend(
      await listRecentSmsCodeAges(tx, 'phone', phone, HOUR_SECONDS),
      await listRecentSmsCodeAges(tx, 'ip', ip, HOUR_SECONDS),
    );
    const code = sixDigitCode();
    const expiresAt = new Date(Date.now() + REGISTRATION_CODE_LIFETIME_SECONDS * 1000);
    await insertRegistrationSmsCode(tx, { phone, ip, codeHash: hashSecret(phone, code), expiresAt });
    const text = (await isPhoneTaken(tx, phone))
      ? await textMessageIn(body.lng, 'phone_taken')
      : await textMessageIn(body.lng, 'registration_code', { code });
    await sendSms(tx, `+${phone}`, text);
    return { retryAfter: RESEND_SECONDS };
  });
}

/** Opens the account when the code is the phone's newest live one; a wrong code counts against it. */
export async function registerByPhone(
  db: Database,
  body: z.output<typeof phoneRegistrationBodySchema>,
  demoBalance: string | null,
): Promise<{ userId: number; sessionId: string }> {
  const phone = phoneOfTelCode(body.phone_code, body.phone_number);
  await assertChoicesExist(db, body);
  const passwordHash = await hashPassword(body.password);
  const outcome = await db.transaction(async (tx) => {
    const stored = await findNewestSmsCode(tx, phone);
    if (!stored || !stored.isLive || stored.failedAttempts >= CODE_ATTEMPTS) return null;
    if (stored.codeHash !== hashSecret(phone, body.sms_code)) {
      await countSmsCodeFailure(tx, stored.id);
      return null;
    }
    await assertPhoneFree(tx, phone);
    await markSmsCodeUsed(tx, stored.id);
    return registerPlayer(tx, { type: 'phone', choices: body, passwordHash, phone, language: body.lng }, demoBalance);
  });
  if (!outcome) throw wrongCode();
  return outcome;
}
