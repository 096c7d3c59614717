import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './http-error';

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const PROTECTED_PREFIXES = ['/web-api/', '/bff-api/', '/blocks-api/', '/redirects-api/', '/social-api/'];

function hasSameHostOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (!URL.canParse(origin) || !URL.canParse(`http://${request.host}`)) return false;
  const originHost = new URL(origin).host;
  // Default ports vanish from URL.host, so compare against the request host read under both schemes.
  return (
    originHost === new URL(`http://${request.host}`).host || originHost === new URL(`https://${request.host}`).host
  );
}

/**
 * Cross-site forms cannot set custom headers, so a state-changing API call must carry
 * `x-requested-with: XMLHttpRequest` and, when the browser names an origin, come from this host.
 */
export function installCsrfGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING_METHODS.has(request.method)) return;
    if (!PROTECTED_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return;
    if (request.headers['x-requested-with'] !== 'XMLHttpRequest' || !hasSameHostOrigin(request)) {
      throw new HttpError(403, 'csrf', 'Cross-site request refused');
    }
  });
}
