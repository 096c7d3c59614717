import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE, SESSION_LIFETIME_SECONDS } from '../session/session-cookie';

const COOKIE_OPTIONS = { httpOnly: true, sameSite: 'lax', path: '/' } as const;

/** With `save` the cookie lasts as long as the session; without it the browser drops it when it closes. */
export function setLoginCookie(reply: FastifyReply, sessionId: string, save: boolean, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, sessionId, {
    ...COOKIE_OPTIONS,
    secure,
    ...(save ? { maxAge: SESSION_LIFETIME_SECONDS } : {}),
  });
}

export function clearLoginCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, COOKIE_OPTIONS);
}
