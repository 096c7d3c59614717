import { seoRequestSchema } from '@betfront/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { parseInput } from '../http/parse-input';
import { loadSeoPageData } from './seo-service';

export function seoRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.post('/web-api/seo/page-data', async (request, reply) => {
      const body = parseInput(seoRequestSchema, request.body, 'body');
      return reply.header('cache-control', 'no-store').send(await loadSeoPageData(db, body));
    });
  };
}
