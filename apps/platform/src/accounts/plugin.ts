import type { FastifyInstance } from 'fastify';

/** The player's accounts and user config: currency accounts, the menu, agreement rules, user transfer. */
export async function accountsPlugin(app: FastifyInstance): Promise<void> {
  void app;
}
