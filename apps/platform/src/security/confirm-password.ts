import { CAPTCHA_HEADER } from '@betfront/contract/auth';
import type { FastifyRequest } from 'fastify';
import { admitAttempt, recordFailure, recordSuccess } from '../auth/brute-force-guard';
import type { Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import { verifyPassword } from '../session/password';
import { readPasswordHash } from './security-repository';

/**
 * Checks the player's current password before a security change. Wrong ones count in the brute-force guard,
 * so a stolen session cannot guess the password freely.
 */
export async function confirmPassword(
  db: Queryable,
  request: FastifyRequest,
  userId: number,
  password: string,
): Promise<void> {
  const keys = { login: `player:${userId}`, ip: request.ip };
  const captcha = request.headers[CAPTCHA_HEADER];
  await admitAttempt(db, keys, typeof captcha === 'string' ? captcha : undefined);
  const hash = await readPasswordHash(db, userId);
  if (hash === null || !(await verifyPassword(password, hash))) {
    await recordFailure(db, keys);
    throw new HttpError(403, 'wrong_password', 'The current password is not right');
  }
  await recordSuccess(db, keys);
}
