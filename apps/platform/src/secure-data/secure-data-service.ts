import { SECURE_GRANT_SECONDS } from '@betfront/contract/secure-data';
import type { SecureData, SecureGrantBody } from '@betfront/contract/secure-data';
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { admitAttempt, recordFailure, recordSuccess } from '../auth/brute-force-guard';
import type { Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import { confirmPassword } from '../security/confirm-password';
import { acceptSecondFactor } from '../two-factor/two-factor-service';
import { readTwoFactorState } from '../two-factor/two-factor-repository';
import { findUserConfigRow } from '../user-config/user-config-repository';
import { secureGrantTokenFromRequest } from './secure-grant-cookie';
import { saveSecureGrant, secondsLeftOfGrant } from './secure-grant-repository';

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A wrong two-step code counts in the brute-force guard as a wrong password does. */
async function confirmTwoStepCode(db: Queryable, request: FastifyRequest, userId: number, code: string) {
  const keys = { login: `player:${userId}`, ip: request.ip };
  await admitAttempt(db, keys, undefined);
  if (!(await acceptSecondFactor(db, userId, code))) {
    await recordFailure(db, keys);
    throw new HttpError(400, 'invalid_code', 'The code is not right');
  }
  await recordSuccess(db, keys);
}

/**
 * Re-confirms the player — with the two-step code when two-step authentication is on, else with the password —
 * and opens the session's grant; answers the token its cookie carries.
 */
export async function openSecureGrant(
  db: Queryable,
  request: FastifyRequest,
  player: { userId: number; sessionHash: string },
  body: SecureGrantBody,
): Promise<string> {
  const twoFactor = await readTwoFactorState(db, player.userId);
  if (twoFactor?.enabled) {
    if (!('code' in body)) throw new HttpError(403, 'two_step_code_required', 'Confirm with the two-step code');
    await confirmTwoStepCode(db, request, player.userId, body.code);
  } else {
    if (!('password' in body)) throw new HttpError(400, 'password_required', 'Confirm with the password');
    await confirmPassword(db, request, player.userId, body.password);
  }
  const token = randomBytes(32).toString('base64url');
  await saveSecureGrant(db, player.sessionHash, hashToken(token), SECURE_GRANT_SECONDS);
  return token;
}

/** Seconds the request's grant still lasts; a 403 when the session has none in force. */
export async function requireSecureGrant(db: Queryable, request: FastifyRequest, sessionHash: string) {
  const token = secureGrantTokenFromRequest(request);
  const left = token === null ? null : await secondsLeftOfGrant(db, sessionHash, hashToken(token));
  if (left === null) {
    throw new HttpError(403, 'secure_grant_required', 'Confirm it is you before seeing or changing this data');
  }
  return left;
}

export async function readSecureData(db: Queryable, userId: number): Promise<SecureData> {
  const row = await findUserConfigRow(db, userId);
  if (!row) throw new Error(`the player ${userId} of a live session has no row`);
  return {
    passport: row.passport,
    passport_date: row.passportDate,
    passport_end_date: row.passportEndDate,
    registration_address: row.registrationAddress,
    inn: row.inn,
  };
}
