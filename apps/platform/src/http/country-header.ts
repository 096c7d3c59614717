import type { FastifyRequest } from 'fastify';
import { isInternalRequest } from './internal-request';
import { viaTrustedProxy } from './trusted-proxy';

export const COUNTRY_HEADER = 'x-country-code';

/**
 * The visitor's country as an ISO code. The platform has no geo-IP database: the proxy in front of it states
 * the country in `x-country-code`. The header counts only from a trusted proxy (TRUST_PROXY) or on the calls
 * of the platform's own page render, which carry the country determined here; anything else, and anything
 * that is not two letters, counts as unknown.
 */
export function countryFromRequest(request: FastifyRequest): string | null {
  if (!viaTrustedProxy(request) && !isInternalRequest(request)) return null;
  const header = request.headers[COUNTRY_HEADER];
  return typeof header === 'string' && /^[A-Za-z]{2}$/.test(header) ? header.toUpperCase() : null;
}
