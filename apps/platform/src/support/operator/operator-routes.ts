import type { FastifyInstance } from 'fastify';
import { renderOperatorPage } from './operator-page';

/** The operator's support desk at /operator; it does nothing without the admin token, and is never indexed. */
export async function operatorRoutes(app: FastifyInstance): Promise<void> {
  app.get('/operator', async (_request, reply) =>
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .send(renderOperatorPage(reply.cspNonce)),
  );
}
