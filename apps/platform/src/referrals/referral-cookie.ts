import type { FastifyInstance } from 'fastify';
import { isSecureRequest } from '../http/request-origin';
import { REFERRAL_CODE, REFERRAL_COOKIE, REFERRAL_COOKIE_SECONDS } from './referral-code';

/**
 * A page opened with `?refererid=CODE` keeps the code in the refererid cookie for 60 days (the spec's lifetime),
 * so the registration that follows, on this visit or a later one, names the friend who shared the link.
 */
export function installReferralCookie(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || request.url.startsWith('/web-api/')) return;
    const code = (request.query as Record<string, unknown> | undefined)?.[REFERRAL_COOKIE];
    if (typeof code !== 'string' || !REFERRAL_CODE.test(code)) return;
    reply.setCookie(REFERRAL_COOKIE, code, {
      path: '/',
      maxAge: REFERRAL_COOKIE_SECONDS,
      httpOnly: true,
      sameSite: 'lax',
      secure: isSecureRequest(request),
    });
  });
}
