import type { FastifyRequest } from 'fastify';

/** The site's origin as the browser reached it (behind a proxy, from its forwarded headers). */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
