import type { FastifyInstance } from 'fastify';
import { entityTagOf, sendWithEntityTag } from '../http/entity-tag';
import { POLICY_LOGO_GIF } from './policy-logo';

const LOGO_ETAG = entityTagOf(POLICY_LOGO_GIF);

export async function policyRoutes(app: FastifyInstance): Promise<void> {
  app.get('/web-api/policy/logo.agif', async (request, reply) =>
    sendWithEntityTag(
      request,
      reply.header('cache-control', 'public, max-age=86400').type('image/gif'),
      POLICY_LOGO_GIF,
      LOGO_ETAG,
    ),
  );
}
