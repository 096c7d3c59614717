import type { z } from 'zod';
import { contentLanguageFor } from '@betfront/contract/content';
import type { activationBodySchema, emailRegistrationBodySchema } from '@betfront/contract/registration';
import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import { letterIn } from '../mailing/letters';
import { sendEmail } from '../outbox/outbox-service';
import { hashPassword } from '../session/password';
import { isEmailTaken } from '../session/user-repository';
import type { PendingEmail } from './pending-email-repository';
import {
  countPendingFailure,
  findNewestPendingByEmail,
  findPendingByToken,
  insertPendingEmail,
  listRecentLetterAges,
  markPendingUsed,
} from './pending-email-repository';
import { assertChoicesExist, assertEmailFree, registerPlayer } from './register-player';
import { hashSecret, randomToken, sixDigitCode } from './secrets';
import { assertMaySend, CODE_ATTEMPTS, HOUR_SECONDS } from './send-limits';

export const ACTIVATION_LIFETIME_SECONDS = 24 * 60 * 60;

/**
 * Keeps the registration until it is activated and sends the letter with the link and the code. An e-mail that
 * already has an account gets a letter saying so instead, and the answer is the same: the site does not tell
 * who has an account.
 */
export async function startEmailRegistration(
  db: Database,
  body: z.output<typeof emailRegistrationBodySchema>,
  ip: string,
  siteOrigin: string,
): Promise<void> {
  await assertChoicesExist(db, body);
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    assertMaySend(
      await listRecentLetterAges(tx, 'email', body.email, HOUR_SECONDS),
      await listRecentLetterAges(tx, 'ip', ip, HOUR_SECONDS),
    );
    const token = randomToken();
    const code = sixDigitCode();
    await insertPendingEmail(tx, {
      email: body.email,
      ip,
      passwordHash,
      currencyId: body.currency_id,
      countryId: body.country_id,
      bonusChoice: body.bonus_choice,
      language: body.lng,
      tokenHash: hashSecret('activation', token),
      codeHash: hashSecret(body.email, code),
      expiresAt: new Date(Date.now() + ACTIVATION_LIFETIME_SECONDS * 1000),
    });
    if (await isEmailTaken(tx, body.email)) {
      const recoveryLink = `${siteOrigin}/${body.lng}/user/forgotpassword`;
      const taken = await letterIn(contentLanguageFor(body.lng), 'email_taken', { link: recoveryLink });
      await sendEmail(tx, body.email, taken.subject, taken.text);
      return;
    }
    const link = `${siteOrigin}/${body.lng}/user/activatefast?token=${token}`;
    const letter = await letterIn(contentLanguageFor(body.lng), 'activation', { code, link });
    await sendEmail(tx, body.email, letter.subject, letter.text);
  });
}

async function findPending(
  tx: Queryable,
  body: z.output<typeof activationBodySchema>,
): Promise<{ pending: PendingEmail; matches: boolean } | null> {
  if ('token' in body) {
    const pending = await findPendingByToken(tx, hashSecret('activation', body.token));
    return pending ? { pending, matches: true } : null;
  }
  const pending = await findNewestPendingByEmail(tx, body.email);
  return pending ? { pending, matches: pending.codeHash === hashSecret(body.email, body.code) } : null;
}

/** Opens the account of a pending registration by its link token, or by its e-mail and code. */
export async function activateEmailRegistration(
  db: Database,
  body: z.output<typeof activationBodySchema>,
  demoBalance: string | null,
): Promise<{ userId: number; sessionId: string }> {
  const outcome = await db.transaction(async (tx) => {
    const found = await findPending(tx, body);
    if (!found || !found.pending.isLive || found.pending.failedAttempts >= CODE_ATTEMPTS) return null;
    const { pending, matches } = found;
    if (!matches) {
      await countPendingFailure(tx, pending.id);
      return null;
    }
    await assertEmailFree(tx, pending.email);
    await markPendingUsed(tx, pending.id);
    return registerPlayer(
      tx,
      {
        type: 'full',
        choices: { currency_id: pending.currencyId, country_id: pending.countryId, bonus_choice: pending.bonusChoice },
        passwordHash: pending.passwordHash,
        email: { address: pending.email, verified: true },
        language: pending.language,
      },
      demoBalance,
    );
  });
  if (!outcome) {
    throw new HttpError(400, 'activation_failed', 'The activation link or code is wrong or expired, register again');
  }
  return outcome;
}
