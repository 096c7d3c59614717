import type { FastifyReply, FastifyRequest } from 'fastify';

export const TWO_STEP_COOKIE = 'bf_two_step';
export const TWO_STEP_LIFETIME_SECONDS = 5 * 60;
const COOKIE_OPTIONS = { httpOnly: true, sameSite: 'lax', path: '/web-api/auth' } as const;
const PENDING_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function setTwoStepCookie(reply: FastifyReply, pendingId: string, secure: boolean): void {
  reply.setCookie(TWO_STEP_COOKIE, pendingId, { ...COOKIE_OPTIONS, secure, maxAge: TWO_STEP_LIFETIME_SECONDS });
}

export function clearTwoStepCookie(reply: FastifyReply): void {
  reply.clearCookie(TWO_STEP_COOKIE, COOKIE_OPTIONS);
}

export function twoStepIdFromRequest(request: FastifyRequest): string | null {
  const value = request.cookies[TWO_STEP_COOKIE];
  return value !== undefined && PENDING_ID_PATTERN.test(value) ? value : null;
}
