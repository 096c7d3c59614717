import { isSecureRequest, requestOrigin } from '../http/request-origin';
import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { countryFromRequest } from '../http/country-header';
import { operatorDataGeneration } from '../operator-cache/operator-cache';
import { SESSION_COOKIE } from '../session/session-cookie';
import { injectFetcher } from './inject-fetcher';
import type { SiteBundle } from './load-site-bundle';
import { createPageCache } from './page-cache';
import type { CspNonces } from './page-cache';
import { isMobileUserAgent } from './request-traits';

type PageResponse = Awaited<ReturnType<SiteBundle['server']['handlePageRequest']>>;

/**
 * A visitor's page is the same for everyone who asks for it with the same address, cookies, country, language
 * preference and kind of device: rendered at most once a second, and served stale for up to 5 s while it renders
 * anew. An operator's change (in any process: the operator data's notification) starts new pages at once. A
 * player's page (a session cookie) is rendered for the player alone.
 */
export function createVisitorPageCache() {
  return createPageCache<PageResponse>({ freshMs: 1000, staleMs: 5000, maxPages: 200 });
}

export type VisitorPageCache = ReturnType<typeof createVisitorPageCache>;

function visitorPageKey(app: FastifyInstance, request: FastifyRequest): string | null {
  if (request.cookies[SESSION_COOKIE] !== undefined) return null;
  const { headers } = request;
  return [
    operatorDataGeneration(app.platform.db),
    requestOrigin(request),
    request.url,
    headers.cookie ?? '',
    headers['accept-language'] ?? '',
    countryFromRequest(request) ?? '',
    isMobileUserAgent(headers['user-agent']),
  ].join('\n');
}

function renderPage(
  app: FastifyInstance,
  request: FastifyRequest,
  bundle: SiteBundle,
  isProduction: boolean,
  nonces: CspNonces,
): Promise<PageResponse> {
  return bundle.server.handlePageRequest({
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
    nonces,
  });
}

/** Renders a page through the shell (or takes a visitor's from the cache) and writes its redirect or HTML. */
export async function sendPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  bundle: SiteBundle,
  isProduction: boolean,
  visitorPages: VisitorPageCache,
): Promise<FastifyReply> {
  const key = visitorPageKey(app, request);
  const rendering =
    key === null
      ? renderPage(app, request, bundle, isProduction, reply.cspNonce)
      : visitorPages.page(key, (standIns) => renderPage(app, request, bundle, isProduction, standIns));
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
    .send(key === null ? response.html : visitorPages.withNonces(response.html, reply.cspNonce));
}
