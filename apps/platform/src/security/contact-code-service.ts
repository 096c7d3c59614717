import type { CodeSentAnswer, SecurityOverview } from '@betfront/contract/security';
import { phoneDigits } from '../auth/phone';
import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import { sendEmail, sendSms } from '../outbox/outbox-service';
import { activationWithEmail, activationWithPhone } from './activation-type';
import type { ContactChannel } from './contact-code-repository';
import {
  addContactAttempt,
  findLiveContactCode,
  insertContactCode,
  listContactSendAges,
  markContactCodeUsed,
} from './contact-code-repository';
import { maskEmail, maskPhone } from './mask-contact';
import { hashOneTimeCode, oneTimeCodeMatches, randomSixDigitCode } from './one-time-code';
import { activationTypeOf, loadSecurityOverview } from './security-overview';
import type { SecurityRow } from './security-repository';
import {
  isEmailTakenByOther,
  isPhoneTakenByOther,
  readSecurityRow,
  updateConfirmedEmail,
  updateConfirmedPhone,
} from './security-repository';
import { enforceSendLimit, HOUR_SECONDS, RESEND_SECONDS } from './send-limit';
import { contentLanguageFor } from '@betfront/contract/content';
import { letterIn, playerLanguage, textMessageIn } from '../mailing/letters';

export const CONTACT_CODE_LIFETIME_SECONDS = 10 * 60;
export const CONTACT_CODE_MAX_ATTEMPTS = 5;

/** A new phone as dialling code and national number, or the phone the account already has. */
export type PhoneTarget = { telCode: string; number: string } | 'current';
export type EmailTarget = { email: string } | 'current';

const codeSalt = (userId: number, channel: ContactChannel, target: string) => `${userId}:${channel}:${target}`;

async function playerRow(db: Queryable, userId: number): Promise<SecurityRow> {
  const row = await readSecurityRow(db, userId);
  if (!row) throw new HttpError(401, 'unauthorized', 'Log in first');
  return row;
}

/** The phone's digits the code goes to; refuses a phone another player has or one already confirmed here. */
async function phoneDestination(db: Queryable, row: SecurityRow, target: PhoneTarget): Promise<string> {
  const current = row.phone === null ? null : row.phone.replace(/\D/g, '');
  if (target === 'current') {
    if (current === null) throw new HttpError(409, 'no_phone', 'The account has no phone yet');
    if (row.phoneVerified) throw new HttpError(409, 'phone_confirmed', 'The phone is already confirmed');
    return current;
  }
  const digits = phoneDigits(target.telCode, target.number);
  if (digits === current && row.phoneVerified) throw new HttpError(409, 'phone_same', 'This phone is already bound');
  if (await isPhoneTakenByOther(db, row.id, digits)) throw new HttpError(409, 'phone_taken', 'The phone is taken');
  return digits;
}

async function emailDestination(db: Queryable, row: SecurityRow, target: EmailTarget): Promise<string> {
  if (target === 'current') {
    if (row.email === null) throw new HttpError(409, 'no_email', 'The account has no e-mail yet');
    if (row.emailVerified) throw new HttpError(409, 'email_confirmed', 'The e-mail is already confirmed');
    return row.email;
  }
  const email = target.email.trim();
  if (row.email?.toLowerCase() === email.toLowerCase() && row.emailVerified) {
    throw new HttpError(409, 'email_same', 'This e-mail is already confirmed');
  }
  if (await isEmailTakenByOther(db, row.id, email)) throw new HttpError(409, 'email_taken', 'The e-mail is taken');
  return email;
}

async function issueCode(
  db: Database,
  userId: number,
  channel: ContactChannel,
  target: string,
  deliver: (tx: Queryable, code: string) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    enforceSendLimit(await listContactSendAges(tx, userId, channel, HOUR_SECONDS));
    const code = randomSixDigitCode();
    const expiresAt = new Date(Date.now() + CONTACT_CODE_LIFETIME_SECONDS * 1000);
    await insertContactCode(
      tx,
      userId,
      channel,
      target,
      hashOneTimeCode(codeSalt(userId, channel, target), code),
      expiresAt,
    );
    await deliver(tx, code);
  });
}

/** Sends a code that proves the player holds the phone (binding, change or activation). */
export async function sendPhoneCode(db: Database, userId: number, target: PhoneTarget): Promise<CodeSentAnswer> {
  const digits = await phoneDestination(db, await playerRow(db, userId), target);
  await issueCode(db, userId, 'phone', digits, async (tx, code) =>
    sendSms(tx, `+${digits}`, await textMessageIn(await playerLanguage(tx, userId), 'phone_code', { code })),
  );
  return { success: true, retry_after: RESEND_SECONDS, sent_to: maskPhone(digits) };
}

/** Where the confirmation letter's link leads: the site's account verification page in the player's language. */
export interface VerifyLinkBase {
  origin: string;
  lng: string;
}

/** The link that confirms the e-mail in one click, from any browser: the account and the code it carries. */
export const accountVerifyLink = ({ origin, lng }: VerifyLinkBase, userId: number, code: string) =>
  `${origin}/${lng}/user/accountverify?user=${userId}&code=${code}`;

/** Sends a code that proves the player holds the e-mail (change or activation), with a link that confirms it. */
export async function sendEmailCode(
  db: Database,
  userId: number,
  target: EmailTarget,
  linkBase: VerifyLinkBase,
): Promise<CodeSentAnswer> {
  const email = await emailDestination(db, await playerRow(db, userId), target);
  await issueCode(db, userId, 'email', email, async (tx, code) => {
    const link = accountVerifyLink(linkBase, userId, code);
    const letter = await letterIn(contentLanguageFor(linkBase.lng), 'email_code', { code, link });
    await sendEmail(tx, email, letter.subject, letter.text);
  });
  return { success: true, retry_after: RESEND_SECONDS, sent_to: maskEmail(email) };
}

/**
 * Binds the phone or e-mail the newest code went to, as confirmed, and moves the activation type on.
 * A wrong code is counted; the CONTACT_CODE_MAX_ATTEMPTS-th wrong one uses the code up.
 */
export async function confirmContact(
  db: Database,
  userId: number,
  channel: ContactChannel,
  code: string,
): Promise<SecurityOverview> {
  const outcome = await db.transaction(async (tx) => {
    const live = await findLiveContactCode(tx, userId, channel);
    if (!live) return 'expired' as const;
    if (!oneTimeCodeMatches(codeSalt(userId, channel, live.target), code, live.codeHash)) {
      if ((await addContactAttempt(tx, live.id)) >= CONTACT_CODE_MAX_ATTEMPTS) await markContactCodeUsed(tx, live.id);
      return 'wrong' as const;
    }
    await markContactCodeUsed(tx, live.id);
    const row = await playerRow(tx, userId);
    if (channel === 'phone') {
      if (await isPhoneTakenByOther(tx, userId, live.target))
        throw new HttpError(409, 'phone_taken', 'The phone is taken');
      await updateConfirmedPhone(tx, userId, `+${live.target}`, activationWithPhone(activationTypeOf(row)));
    } else {
      if (await isEmailTakenByOther(tx, userId, live.target))
        throw new HttpError(409, 'email_taken', 'The e-mail is taken');
      await updateConfirmedEmail(tx, userId, live.target, activationWithEmail(activationTypeOf(row)));
    }
    return 'confirmed' as const;
  });
  if (outcome === 'expired') throw new HttpError(400, 'code_expired', 'The code has expired, ask for a new one');
  if (outcome === 'wrong') throw new HttpError(400, 'invalid_code', 'The code is not right');
  return loadSecurityOverview(db, userId);
}
