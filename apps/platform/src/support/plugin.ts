import type { FastifyInstance } from 'fastify';
import { messageRoutes } from '../messages/message-routes';

/** The player's office inbox and every way of reaching support. */
export async function supportPlugin(app: FastifyInstance): Promise<void> {
  const { db } = app.platform;
  await app.register(messageRoutes(db));
}
