import { CHAT_EVENT, chatPostSchema, chatQueueSchema } from '@betfront/contract/support';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { requireAdminToken } from '../../admin/admin-auth';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/http-error';
import { STREAM_ROUTE } from '../../http/in-flight';
import { parseInput } from '../../http/parse-input';
import { createChatHub } from './chat-hub';
import { CHAT_MESSAGES_CHANNEL } from './chat-repository';
import type { ChatSubscriber } from './chat-hub';
import { chatOwnerOrNew, findChatOwner } from './chat-owner';
import { ownChatProvider } from './chat-provider';
import { countOwnerUnread } from './chat-repository';
import { isQueueStaffed } from './chat-service';
import { openEventStream } from './event-stream';

const queueQuery = z.object({ queue: z.enum(chatQueueSchema.options).default('support') });
/**
 * A new message is announced on the database's channel and read at once; reading the table this often as well
 * catches up after a notification lost with a dropped connection.
 */
const POLL_MS = 5000;
/** A person types a few messages a minute; a script sending more from one address is stopped. */
const MESSAGES_PER_ADDRESS = { max: 30, timeWindow: '1 minute' } as const;

export interface ChatRouteOptions {
  /** Enables the operator's stream of every conversation, behind the admin token. */
  adminToken: string | null;
}

/** The support chat of our own provider: read, write, mark read, and the pushed stream of new messages. */
export function chatRoutes(db: Database, options: ChatRouteOptions) {
  return async (app: FastifyInstance) => {
    const hub = createChatHub(db, { pollMs: POLL_MS, onError: (error) => app.log.error({ err: error }, 'chat') });
    app.addHook('onClose', await db.listen(CHAT_MESSAGES_CHANNEL, { onMessage: hub.wake, onResync: hub.wake }));
    const provider = ownChatProvider(db, hub);
    const open = new Set<FastifyReply>();
    // Open streams never end by themselves: end them before the server waits for its connections to close.
    app.addHook('preClose', async () => {
      hub.close();
      for (const reply of open) reply.raw.destroy();
    });

    async function stream(reply: FastifyReply, conversationId: ChatSubscriber['conversationId']) {
      open.add(reply);
      let stop = () => undefined as void;
      const send = openEventStream(reply, () => {
        open.delete(reply);
        stop();
      });
      stop = await provider.follow(conversationId, (message) => send(CHAT_EVENT, message));
      if (reply.raw.destroyed) stop();
    }

    app.get('/web-api/support/chat', async (request, reply) => {
      const { queue } = parseInput(queueQuery, request.query, 'query');
      const answer = await provider.read(await findChatOwner(db, request), queue);
      return reply.header('cache-control', 'no-store').send({ ...answer, isStaffed: await isQueueStaffed(db, queue) });
    });

    app.get('/web-api/support/chat/unread', async (request, reply) => {
      const owner = await findChatOwner(db, request);
      return reply.header('cache-control', 'no-store').send({ unread: owner ? await countOwnerUnread(db, owner) : 0 });
    });

    app.post(
      '/web-api/support/chat/messages',
      { config: { rateLimit: MESSAGES_PER_ADDRESS } },
      async (request, reply) => {
        const { queue, body } = parseInput(chatPostSchema, request.body, 'body');
        const owner = await chatOwnerOrNew(db, request, reply);
        const message = await provider.post(owner, queue, body);
        return reply.status(201).send({ message });
      },
    );

    app.post('/web-api/support/chat/read', async (request) => {
      const { queue } = parseInput(queueQuery, request.body, 'body');
      await provider.markRead(await findChatOwner(db, request), queue);
      return { unread: 0 };
    });

    app.get('/web-api/support/chat/stream', { config: STREAM_ROUTE }, async (request, reply) => {
      const { queue } = parseInput(queueQuery, request.query, 'query');
      const conversationId = await provider.conversationOf(await findChatOwner(db, request), queue);
      if (conversationId === null) throw new HttpError(404, 'chat_not_started', 'Write the first message first');
      await stream(reply, conversationId);
    });

    if (options.adminToken) {
      const adminToken = options.adminToken;
      await app.register(async (operator) => {
        operator.addHook('onRequest', requireAdminToken(adminToken));
        operator.get('/admin-api/support/chats/stream', { config: STREAM_ROUTE }, async (_request, reply) => {
          await stream(reply, 'all');
        });
      });
    }
  };
}
