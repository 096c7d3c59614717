import { isSecureRequest, requestOrigin } from '../http/request-origin';
import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { countryFromRequest } from '../http/country-header';
import { injectFetcher } from './inject-fetcher';
import type { SiteBundle } from './load-site-bundle';
import { encodedBody, encodedPayload } from '../http/encoded-body';
import type { EncodedBody } from '../http/encoded-body';
import { createPageCache } from './page-cache';
import type { PageCacheOptions } from './page-cache';
import { pagePolicy } from './page-policy';
import { isMobileUserAgent } from './request-traits';
import { visitorPageInputs } from './visitor-page-inputs';
import type { VisitorPageInputs } from './visitor-page-inputs';

type PageResponse = Awaited<ReturnType<SiteBundle['server']['handlePageRequest']>>;

/** A rendered page; a cached one's HTML also kept compressed, once for all the visitors it is answered to. */
interface RenderedPage {
  response: PageResponse;
  html?: EncodedBody;
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
      ? renderPage(app, request, bundle, isProduction, null).then((response) => ({ response }))
      : visitorPages.page(visitor.key, async () => {
          const response = await renderPage(app, request, bundle, isProduction, visitor);
          return { response, ...(response.kind === 'html' ? { html: encodedBody(response.html) } : {}) };
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
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') reply.header('content-security-policy', pagePolicy(policy, response.inlineStyles));
  reply.code(response.status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store');
  // A player's page is compressed on the fly, as every other answer is; a cached one is sent as it was kept.
  if (!page.html) return reply.send(response.html);
  return reply.send(await encodedPayload(request, reply, page.html));
}
