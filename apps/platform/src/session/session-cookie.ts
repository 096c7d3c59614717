import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'bf_session';
/** A session the player asked to keep ("remember me", registration, social sign-in). */
export const SESSION_LIFETIME_SECONDS = 30 * 24 * 60 * 60;
/** A session for this browser visit only; it also ends after the operator's inactivity minutes. */
export const BROWSER_SESSION_LIFETIME_SECONDS = 24 * 60 * 60;
const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The session id from the cookie when it has the shape of one, otherwise null. */
export function sessionIdFromRequest(request: FastifyRequest): string | null {
  const value = request.cookies[SESSION_COOKIE];
  return value !== undefined && SESSION_ID_PATTERN.test(value) ? value : null;
}

export function setSessionCookie(reply: FastifyReply, sessionId: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, sessionId, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: SESSION_LIFETIME_SECONDS,
  });
}
