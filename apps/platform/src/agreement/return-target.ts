import type { FastifyReply, FastifyRequest } from 'fastify';

/** The cookie in which the shell remembers the page a `return-url` query named. */
export const RETURN_TARGET_COOKIE = 'bf_return_target';

const isSameSitePath = (value: string) =>
  value.length <= 2048 && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');

/** The remembered same-site page to go back to after confirming the terms, used up once read. */
export function takeReturnTarget(request: FastifyRequest, reply: FastifyReply): string | null {
  const value = request.cookies[RETURN_TARGET_COOKIE];
  if (value === undefined) return null;
  reply.clearCookie(RETURN_TARGET_COOKIE, { path: '/' });
  return isSameSitePath(value) ? value : null;
}
