import { redirectBodySchema } from '@betfront/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { parseInput } from '../http/parse-input';
import { resolveRedirect } from './redirect-service';

export function redirectRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.post('/redirects-api/api/v1/redirect-light', async (request, reply) => {
      const body = parseInput(redirectBodySchema, request.body, 'body');
      return reply.header('cache-control', 'no-store').send(await resolveRedirect(db, body.url));
    });
  };
}
