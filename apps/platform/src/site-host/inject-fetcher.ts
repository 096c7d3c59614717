import type { Fetcher } from '@betfront/remote-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COUNTRY_HEADER, countryFromRequest } from '../http/country-header';
import { INTERNAL_REQUEST_HEADER, INTERNAL_REQUEST_TOKEN } from '../http/internal-request';

const FORWARDED_HEADERS = ['cookie', 'user-agent', 'accept-language', 'host'] as const;
const BODYLESS_STATUSES = new Set([204, 205, 304]);

type ForwardedHeader = (typeof FORWARDED_HEADERS)[number];

/**
 * A fetch that the platform answers in-process, carrying the visitor's cookies and country; `replaced` headers
 * are sent instead of the request's own (a header set to null is left out).
 */
export function injectFetcher(
  app: FastifyInstance,
  request: FastifyRequest,
  replaced: Partial<Record<ForwardedHeader, string | null>> = {},
): Fetcher {
  const forwarded: Record<string, string> = {
    'x-requested-with': 'XMLHttpRequest',
    [INTERNAL_REQUEST_HEADER]: INTERNAL_REQUEST_TOKEN,
  };
  for (const name of FORWARDED_HEADERS) {
    const value = name in replaced ? replaced[name] : request.headers[name];
    if (typeof value === 'string') forwarded[name] = value;
  }
  // An internal call's country header is believed, so it carries the country the platform determined and
  // never one the visitor sent (or a render asked for).
  const country = countryFromRequest(request);
  return async (input, init = {}) => {
    const asked = [...new Headers(init.headers)].filter(([name]) => name !== COUNTRY_HEADER);
    const headers = { ...forwarded, ...Object.fromEntries(asked), ...(country ? { [COUNTRY_HEADER]: country } : {}) };
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: input,
      headers,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(item));
    }
    const body = BODYLESS_STATUSES.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload);
    return new Response(body, { status: answer.statusCode, headers: responseHeaders });
  };
}
