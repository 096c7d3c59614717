import { newCallbackSchema } from '@betfront/contract/support';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { parseInput } from '../../http/parse-input';
import { requireSessionPlayer } from '../../session/session-player';
import { cancelAsPlayer, orderCallback, publicCallback } from './callback-service';
import { listCallbacks } from './callbacks-repository';

const idParams = z.object({ id: z.string().regex(/^\d{1,18}$/, 'a callback id') });

/** The player's callbacks: order one, follow them (call-history), cancel one not yet done. */
export function callbackRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get('/web-api/support/callbacks', async (request) => {
      const player = await requireSessionPlayer(db, request);
      return { callbacks: (await listCallbacks(db, { userId: player.id })).map(publicCallback) };
    });

    app.post('/web-api/support/callbacks', async (request, reply) => {
      const player = await requireSessionPlayer(db, request);
      const order = parseInput(newCallbackSchema, request.body, 'body');
      const callback = await orderCallback(db, player.id, order, Date.now());
      return reply.status(201).send({ callback: publicCallback(callback) });
    });

    app.post('/web-api/support/callbacks/:id/cancel', async (request) => {
      const player = await requireSessionPlayer(db, request);
      const { id } = parseInput(idParams, request.params, 'path');
      return { callback: publicCallback(await cancelAsPlayer(db, player.id, id)) };
    });
  };
}
