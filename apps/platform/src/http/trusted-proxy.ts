import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TrustFunction } from '../config/trust-proxy';

declare module 'fastify' {
  interface FastifyInstance {
    /** The TRUST_PROXY setting as a function, the same one Fastify derives `request.ip` with. */
    trustsProxy: TrustFunction;
  }
}

export function installTrustedProxy(app: FastifyInstance, trust: TrustFunction): void {
  app.decorate('trustsProxy', trust);
}

/** Whether the peer connected to the platform is a proxy TRUST_PROXY names, so its forwarded headers count. */
export function viaTrustedProxy(request: FastifyRequest): boolean {
  const peer = request.socket.remoteAddress;
  return peer !== undefined && request.server.trustsProxy(peer, 0);
}
