import type { FastifyRequest } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { HttpError } from '../http/http-error';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares digests so the check takes the same time whatever the header holds. */
export function requireAdminToken(adminToken: string) {
  const expected = digest(`Bearer ${adminToken}`);
  return async (request: FastifyRequest) => {
    const given = digest(request.headers.authorization ?? '');
    if (!timingSafeEqual(given, expected))
      throw new HttpError(403, 'forbidden', 'A valid admin bearer token is required');
  };
}
