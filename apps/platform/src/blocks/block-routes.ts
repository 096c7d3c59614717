import { blockBodySchema, blockLightQuerySchema } from '@betfront/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { countryFromRequest } from '../http/country-header';
import { parseInput } from '../http/parse-input';
import { checkBlock } from './block-service';

const blockRequest = (request: FastifyRequest) => ({
  countryCode: countryFromRequest(request),
  userAgent: request.headers['user-agent'] ?? '',
});

export function blockRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.get('/blocks-api/api/v1/block/light', async (request, reply) => {
      parseInput(blockLightQuerySchema, request.query, 'query');
      return reply.header('cache-control', 'no-store').send(await checkBlock(db, blockRequest(request)));
    });

    app.post('/blocks-api/api/v2/block', async (request, reply) => {
      parseInput(blockBodySchema, request.body, 'body');
      return reply.header('cache-control', 'no-store').send(await checkBlock(db, blockRequest(request)));
    });
  };
}
