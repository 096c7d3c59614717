import type { FastifyRequest } from 'fastify';

/**
 * The visitor's country as an ISO code. The platform has no geo-IP database: the proxy in front of it
 * (or a test) states the country in `x-country-code`; anything that is not two letters counts as unknown.
 */
export function countryFromRequest(request: FastifyRequest): string | null {
  const header = request.headers['x-country-code'];
  return typeof header === 'string' && /^[A-Za-z]{2}$/.test(header) ? header.toUpperCase() : null;
}
