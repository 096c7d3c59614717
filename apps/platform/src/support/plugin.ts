import type { FastifyInstance } from 'fastify';
import { messageRoutes } from '../messages/message-routes';
import { callbackRoutes } from './callbacks/callback-routes';
import { chatRoutes } from './chat/chat-routes';
import { operatorRoutes } from './operator/operator-routes';
import { supportRequestRoutes } from './requests/request-routes';

/** The player's office inbox and every way of reaching support. */
export async function supportPlugin(app: FastifyInstance): Promise<void> {
  const { db, env } = app.platform;
  await app.register(messageRoutes(db));
  await app.register(supportRequestRoutes(db));
  await app.register(callbackRoutes(db));
  await app.register(chatRoutes(db, { adminToken: env.adminToken ?? null }));
  if (env.adminToken) await app.register(operatorRoutes);
}
