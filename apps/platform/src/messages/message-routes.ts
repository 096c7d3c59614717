import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/database';
import { HttpError } from '../http/http-error';
import { parseInput } from '../http/parse-input';
import { requireSessionPlayer } from '../session/session-player';
import { countUnread, deleteMessage, listMessages, markRead } from './messages-repository';

const messageParams = z.object({ id: z.string().regex(/^\d{1,18}$/, 'a message id') });
const notFound = (id: string) => new HttpError(404, 'message_not_found', `You have no message ${id}`);

/** The player's office inbox: the list, the unread count, reading and deleting a message. */
export function messageRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get('/web-api/messages', async (request) => {
      const user = await requireSessionPlayer(db, request);
      const [messages, unread] = await Promise.all([listMessages(db, user.id), countUnread(db, user.id)]);
      return { messages, unread };
    });

    app.get('/web-api/messages/unread', async (request) => {
      const user = await requireSessionPlayer(db, request);
      return { unread: await countUnread(db, user.id) };
    });

    app.post('/web-api/messages/:id/read', async (request) => {
      const user = await requireSessionPlayer(db, request);
      const { id } = parseInput(messageParams, request.params, 'path');
      const message = await markRead(db, user.id, id);
      if (!message) throw notFound(id);
      return { message, unread: await countUnread(db, user.id) };
    });

    app.delete('/web-api/messages/:id', async (request) => {
      const user = await requireSessionPlayer(db, request);
      const { id } = parseInput(messageParams, request.params, 'path');
      if (!(await deleteMessage(db, user.id, id))) throw notFound(id);
      return { id, unread: await countUnread(db, user.id) };
    });
  };
}
