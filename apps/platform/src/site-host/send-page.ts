import { isSecureRequest, requestOrigin } from '../http/request-origin';
import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { countryFromRequest } from '../http/country-header';
import { injectFetcher } from './inject-fetcher';
import type { SiteBundle } from './load-site-bundle';
import { createPageCache } from './page-cache';
import type { CspNonces, NoncedHtml, PageCacheOptions } from './page-cache';
import { isMobileUserAgent } from './request-traits';
import { visitorPageInputs } from './visitor-page-inputs';
import type { VisitorPageInputs } from './visitor-page-inputs';

type PageResponse = Awaited<ReturnType<SiteBundle['server']['handlePageRequest']>>;

/** A rendered page; a cached one's HTML also ready to be answered with each answer's nonces. */
interface RenderedPage {
  response: PageResponse;
  html?: NoncedHtml;
}

/**
 * A visitor's page is the same for everyone who asks for it with the same inputs (`visitorPageInputs`): rendered at
 * most once a second, and served stale for up to 5 s while it renders anew. An operator's change (in any process:
 * the operator data's notification) starts new pages at once. A player's page (a session cookie) is rendered for
 * the player alone.
 */
export function createVisitorPageCache(options: PageCacheOptions = { freshMs: 1000, staleMs: 5000, maxPages: 200 }) {
  return createPageCache<RenderedPage>(options);
}

export type VisitorPageCache = ReturnType<typeof createVisitorPageCache>;

function renderPage(
  app: FastifyInstance,
  request: FastifyRequest,
  bundle: SiteBundle,
  isProduction: boolean,
  nonces: CspNonces,
  visitor: VisitorPageInputs | null,
): Promise<PageResponse> {
  const cookies = Object.fromEntries(
    Object.entries(request.cookies).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return bundle.server.handlePageRequest({
    url: request.url,
    origin: requestOrigin(request),
    cookies: visitor?.cookies ?? cookies,
    countryCode: countryFromRequest(request) ?? undefined,
    isMobile: isMobileUserAgent(request.headers['user-agent']),
    // A visitor's page hears only what its key holds.
    fetcher: injectFetcher(app, request, visitor ? { cookie: visitor.cookieHeader, 'accept-language': null } : {}),
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
  const visitor = await visitorPageInputs(app, request);
  const rendering: Promise<RenderedPage> =
    visitor === null
      ? renderPage(app, request, bundle, isProduction, reply.cspNonce, null).then((response) => ({ response }))
      : visitorPages.page(visitor.key, async (standIns) => {
          const response = await renderPage(app, request, bundle, isProduction, standIns, visitor);
          return { response, ...(response.kind === 'html' ? { html: visitorPages.noncedHtml(response.html) } : {}) };
        });
  const page = await rendering.catch((error: unknown) => {
    request.log.error({ err: error }, 'the page could not be rendered');
    return null;
  });
  if (!page) {
    return reply
      .code(500)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(bundle.server.renderServerErrorPage());
  }
  const { response } = page;
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
    .send(page.html ? page.html.withNonces(reply.cspNonce) : response.html);
}
