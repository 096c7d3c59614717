import { outboxQuerySchema } from '@betfront/contract/auth';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { parseInput } from '../http/parse-input';
import { renderOutboxPage } from './outbox-page';
import { listOutboxMessages } from './outbox-repository';

/** Reading the outbox; registered only outside production. */
export function outboxRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.get('/dev/outbox', async (_request, reply) => {
      const page = renderOutboxPage(await listOutboxMessages(db, null));
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
    });

    app.get('/dev/outbox.json', async (request, reply) => {
      const { to } = parseInput(outboxQuerySchema, request.query, 'query');
      return reply.header('cache-control', 'no-store').send({ messages: await listOutboxMessages(db, to ?? null) });
    });
  };
}
