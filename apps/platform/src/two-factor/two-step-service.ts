import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import { sendEmail } from '../outbox/outbox-service';
import { acceptSecondFactor } from './two-factor-service';
import type { PendingTwoStep } from './two-step-repository';
import {
  addTwoStepAttempt,
  deleteTwoStep,
  findTwoStep,
  insertTwoStep,
  readSecondStepSettings,
} from './two-step-repository';
import { TWO_STEP_LIFETIME_SECONDS } from './two-step-cookie';
import { letterIn, playerLanguage } from '../mailing/letters';

/** Wrong codes one pending login may take before it is dropped and the password is asked again. */
export const TWO_STEP_MAX_ATTEMPTS = 5;

const hashPendingId = (pendingId: string) => createHash('sha256').update(pendingId).digest('base64url');
const hashEmailCode = (idHash: string, code: string) => createHash('sha256').update(`${idHash}:${code}`).digest();

/**
 * After a right password (or SMS code): when the player has two-factor authentication (or sign-in confirmation
 * by e-mail, which sends a code now), opens a pending login and answers its id for the `bf_two_step` cookie.
 * Null when the player has no second step.
 */
export async function beginTwoStep(db: Queryable, userId: number, loginKey: string): Promise<string | null> {
  const settings = await readSecondStepSettings(db, userId);
  const pendingId = randomBytes(32).toString('base64url');
  const idHash = hashPendingId(pendingId);
  const expiresAt = new Date(Date.now() + TWO_STEP_LIFETIME_SECONDS * 1000);
  if (settings.twoFactorEnabled) {
    await insertTwoStep(db, idHash, { userId, loginKey, method: 'totp', codeHash: null }, expiresAt);
    return pendingId;
  }
  if (settings.emailAuthAddress === null) return null;
  const code = String(randomInt(1_000_000)).padStart(6, '0');
  const codeHash = hashEmailCode(idHash, code).toString('base64url');
  await insertTwoStep(db, idHash, { userId, loginKey, method: 'email', codeHash }, expiresAt);
  const letter = await letterIn(await playerLanguage(db, userId), 'two_step', { code });
  await sendEmail(db, settings.emailAuthAddress, letter.subject, letter.text);
  return pendingId;
}

/** The pending login of a `bf_two_step` cookie value, while it lasts. */
export function findPendingTwoStep(db: Queryable, pendingId: string): Promise<PendingTwoStep | null> {
  return findTwoStep(db, hashPendingId(pendingId));
}

function emailCodeMatches(pendingId: string, pending: PendingTwoStep, code: string): boolean {
  if (pending.codeHash === null || !/^\d{6}$/.test(code)) return false;
  const expected = Buffer.from(pending.codeHash, 'base64url');
  const actual = hashEmailCode(hashPendingId(pendingId), code);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * Checks the second step's code. A right one ends the pending login; a wrong one is counted, and the
 * TWO_STEP_MAX_ATTEMPTS-th ends it too.
 */
export async function completeTwoStep(
  db: Database,
  pendingId: string,
  pending: PendingTwoStep,
  code: string,
): Promise<boolean> {
  const idHash = hashPendingId(pendingId);
  return db.transaction(async (tx) => {
    const accepted =
      pending.method === 'totp'
        ? await acceptSecondFactor(tx, pending.userId, code)
        : emailCodeMatches(pendingId, pending, code);
    if (accepted || (await addTwoStepAttempt(tx, idHash)) >= TWO_STEP_MAX_ATTEMPTS) await deleteTwoStep(tx, idHash);
    return accepted;
  });
}
