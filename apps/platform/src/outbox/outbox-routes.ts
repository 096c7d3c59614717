import { outboxQuerySchema } from '@betfront/contract/auth';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { HttpError } from '../http/http-error';
import { parseInput } from '../http/parse-input';
import { renderOutboxPage } from './outbox-page';
import { listOutboxMessages } from './outbox-repository';

const OUTBOX_PATHS = ['/dev/outbox', '/dev/outbox.json'];

/** Reading the outbox. In production the paths answer 404 (rather than fall through to the site's pages). */
export function outboxRoutes(db: Database, enabled: boolean) {
  return async (app: FastifyInstance) => {
    if (!enabled) {
      for (const path of OUTBOX_PATHS) {
        app.get(path, async () => {
          throw new HttpError(404, 'not_found', 'There is no outbox in production');
        });
      }
      return;
    }

    app.get('/dev/outbox', async (_request, reply) => {
      const page = renderOutboxPage(await listOutboxMessages(db, null), reply.cspNonce.style);
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
    });

    app.get('/dev/outbox.json', async (request, reply) => {
      const { to } = parseInput(outboxQuerySchema, request.query, 'query');
      return reply.header('cache-control', 'no-store').send({ messages: await listOutboxMessages(db, to ?? null) });
    });
  };
}
