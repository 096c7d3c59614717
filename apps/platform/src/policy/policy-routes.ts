import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { POLICY_LOGO_GIF } from './policy-logo';

const LOGO_ETAG = `"${createHash('sha256').update(POLICY_LOGO_GIF).digest('base64url').slice(0, 16)}"`;

export async function policyRoutes(app: FastifyInstance): Promise<void> {
  app.get('/web-api/policy/logo.agif', async (request, reply) => {
    reply.header('cache-control', 'public, max-age=86400').header('etag', LOGO_ETAG);
    if (request.headers['if-none-match'] === LOGO_ETAG) return reply.status(304).send();
    return reply.type('image/gif').send(POLICY_LOGO_GIF);
  });
}
