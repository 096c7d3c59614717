import { isSecureRequest, requestOrigin } from '../http/request-origin';
import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { countryFromRequest } from '../http/country-header';
import { injectFetcher } from './inject-fetcher';
import type { SiteBundle } from './load-site-bundle';
import { isMobileUserAgent } from './request-traits';

/** Renders a page through the shell and writes its redirect or HTML with the cookies it set. */
export async function sendPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  bundle: SiteBundle,
  isProduction: boolean,
): Promise<FastifyReply> {
  const rendering = bundle.server.handlePageRequest({
    url: request.url,
    origin: requestOrigin(request),
    cookies: Object.fromEntries(
      Object.entries(request.cookies).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ),
    countryCode: countryFromRequest(request) ?? undefined,
    isMobile: isMobileUserAgent(request.headers['user-agent']),
    fetcher: injectFetcher(app, request),
    assets: bundle.assets,
    isProduction,
    nonces: reply.cspNonce,
  });
  const response = await rendering.catch((error: unknown) => {
    request.log.error({ err: error }, 'the page could not be rendered');
    return null;
  });
  if (!response) {
    return reply
      .code(500)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(bundle.server.renderServerErrorPage());
  }
  for (const cookie of response.cookies) {
    reply.setCookie(cookie.name, cookie.value, {
      path: '/',
      maxAge: cookie.maxAgeSeconds,
      httpOnly: cookie.httpOnly,
      sameSite: 'lax',
      secure: isSecureRequest(request),
    });
  }
  if (response.kind === 'redirect') return reply.redirect(response.location, response.status);
  return reply
    .code(response.status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(response.html);
}
