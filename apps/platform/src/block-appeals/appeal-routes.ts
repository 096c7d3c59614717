import { newBlockAppealSchema } from '@betfront/contract/block-appeals';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { parseInput } from '../http/parse-input';
import { requireSessionPlayer } from '../session/session-player';
import { listAppealsOf } from './appeal-repository';
import { publicAppeal, sendAppeal } from './appeal-service';

/** block-appeal-history: a restricted player's appeals with their answers, and a new appeal. */
export function blockAppealRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get('/web-api/user/block-appeals', async (request) => {
      const player = await requireSessionPlayer(db, request);
      return { appeals: (await listAppealsOf(db, player.id)).map(publicAppeal) };
    });

    app.post('/web-api/user/block-appeals', async (request, reply) => {
      const player = await requireSessionPlayer(db, request);
      const { requestId, message } = parseInput(newBlockAppealSchema, request.body, 'body');
      const appeal = await sendAppeal(db, { userId: player.id, requestId, message });
      return reply.status(201).send({ appeal: publicAppeal(appeal) });
    });
  };
}
