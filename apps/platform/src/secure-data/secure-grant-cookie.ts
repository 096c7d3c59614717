import { SECURE_GRANT_SECONDS } from '@betfront/contract/secure-data';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SECURE_GRANT_COOKIE = 'bf_secure_grant';
const COOKIE_OPTIONS = { httpOnly: true, sameSite: 'lax', path: '/web-api/user' } as const;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function setSecureGrantCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SECURE_GRANT_COOKIE, token, { ...COOKIE_OPTIONS, secure, maxAge: SECURE_GRANT_SECONDS });
}

export function secureGrantTokenFromRequest(request: FastifyRequest): string | null {
  const value = request.cookies[SECURE_GRANT_COOKIE];
  return value !== undefined && TOKEN_PATTERN.test(value) ? value : null;
}
