import type { FastifyReply, FastifyRequest } from 'fastify';

/** The shell's HttpOnly cookie with the page a visitor was sent away from to log in or register. */
const RETURN_TARGET_COOKIE = 'bf_return_target';

const isSameSitePath = (value: string): boolean =>
  value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') && value.length <= 2048;

/** The recorded page to go to after registration (used once: the cookie is cleared), or null. */
export function takeReturnTarget(request: FastifyRequest, reply: FastifyReply): string | null {
  const value = request.cookies[RETURN_TARGET_COOKIE];
  if (value === undefined) return null;
  reply.clearCookie(RETURN_TARGET_COOKIE, { path: '/' });
  return isSameSitePath(value) ? value : null;
}
