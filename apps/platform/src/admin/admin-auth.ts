import type { FastifyRequest } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { countHit, readHits } from '../http/abuse-counters';
import { HttpError } from '../http/http-error';

/** Wrong tokens an address may send in a window before every admin call from it is refused for the window. */
export const WRONG_ADMIN_TOKENS_ALLOWED = 10;
const WRONG_TOKEN_WINDOW_MS = 15 * 60_000;

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Compares digests so the check takes the same time whatever the header holds; wrong tokens are counted per
 * client address in the database, so guessing is throttled across every process of the platform.
 */
export function requireAdminToken(adminToken: string) {
  const expected = digest(`Bearer ${adminToken}`);
  return async (request: FastifyRequest) => {
    const { db } = request.server.platform;
    const failuresKey = `admin-token-failures ${request.ip}`;
    if ((await readHits(db, failuresKey)) >= WRONG_ADMIN_TOKENS_ALLOWED) {
      throw new HttpError(429, 'rate_limited', 'Too many wrong admin tokens from this address, try again later');
    }
    const given = digest(request.headers.authorization ?? '');
    if (!timingSafeEqual(given, expected)) {
      await countHit(db, failuresKey, WRONG_TOKEN_WINDOW_MS);
      throw new HttpError(403, 'forbidden', 'A valid admin bearer token is required');
    }
  };
}
