import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from '../http/http-error';
import { FINGERPRINT_EXCEPTION_CODE, FINGERPRINT_HEADER } from './fingerprint-schemas';
import { verifyFingerprint } from './fingerprint-token';

/** The calls that carry a device fingerprint: every login (password, phone, SMS, two-step) and registration. */
const CHECKED_PATH_PREFIXES = ['/web-api/auth/login', '/web-api/registration/'];

function isCheckedCall(request: FastifyRequest): boolean {
  if (request.method !== 'POST') return false;
  const path = request.url.split('?', 1)[0] ?? '';
  return CHECKED_PATH_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/**
 * A login or registration call that carries `x-fingerprint` is refused with 400 and the fingerprint
 * exception code when the token is not one the platform signed or it has expired; the client then refreshes
 * its fingerprint and retries. A call without the header passes: the fingerprint is a signal, not a gate.
 */
export function installFingerprintGuard(app: FastifyInstance, secret: string, now: () => number = Date.now): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isCheckedCall(request)) return;
    const header = request.headers[FINGERPRINT_HEADER];
    if (header === undefined) return;
    const token = Array.isArray(header) ? header[0] : header;
    if (token && verifyFingerprint(token, secret, Math.floor(now() / 1000))) return;
    const body = errorBody('fingerprint_invalid', 'The device fingerprint is invalid or has expired');
    return reply
      .code(400)
      .header('cache-control', 'no-store')
      .send({ error: { ...body.error, exception_code: FINGERPRINT_EXCEPTION_CODE } });
  });
}
