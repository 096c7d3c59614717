import { DRAW_CHANGE_EVENT } from '@betfront/contract/draws';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database, Queryable } from '../db/database';
import { notifyChannel } from '../db/database';
import { STREAM_ROUTE } from '../http/in-flight';
import { openEventStream } from '../support/chat/event-stream';

export const DRAW_CHANGES_CHANNEL = 'draw_changes';
/** Sent after a gap in the notifications: every page reads its draws again. */
export const EVERY_TOPIC = '*';

/** Tells every process's open draw pages that a topic changed (a draw opened, was drawn, a round settled). */
export function announceDrawChange(tx: Queryable, topic: string): Promise<void> {
  return notifyChannel(tx, DRAW_CHANGES_CHANNEL, topic);
}

/**
 * `GET /web-api/draws/stream`: pushes the topic of each change any process announces, so the draw pages read
 * again at once instead of polling; the pages still read now and then in case the stream is down.
 */
export function drawFeedRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    const senders = new Set<(event: string, data: unknown) => void>();
    const open = new Set<FastifyReply>();
    const push = (topic: string) => {
      for (const send of senders) send(DRAW_CHANGE_EVENT, { topic });
    };
    app.addHook(
      'onClose',
      await db.listen(DRAW_CHANGES_CHANNEL, { onMessage: push, onResync: () => push(EVERY_TOPIC) }),
    );
    // Open streams never end by themselves: end them before the server waits for its connections to close.
    app.addHook('preClose', async () => {
      for (const reply of open) reply.raw.destroy();
    });

    app.get('/web-api/draws/stream', { config: STREAM_ROUTE }, async (_request, reply) => {
      open.add(reply);
      const send = openEventStream(reply, () => {
        open.delete(reply);
        senders.delete(send);
      });
      senders.add(send);
    });
  };
}
