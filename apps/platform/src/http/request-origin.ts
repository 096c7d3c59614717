import type { FastifyRequest } from 'fastify';

/**
 * The site's origin for links and redirects: the configured public origin (always in production, so that a
 * forged Host header cannot send a recovery link elsewhere), else the one the browser reached.
 */
export function requestOrigin(request: FastifyRequest): string {
  return request.server.platform.env.publicOrigin ?? `${request.protocol}://${request.host}`;
}

/** Cookies are Secure when the browser came over HTTPS, and always in production, which runs only on HTTPS. */
export function isSecureRequest(request: FastifyRequest): boolean {
  return request.protocol === 'https' || request.server.platform.env.nodeEnv === 'production';
}
