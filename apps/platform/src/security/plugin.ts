import type { FastifyInstance } from 'fastify';

/** Account security: two-factor authentication, password recovery and the office's security changes. */
export async function securityPlugin(app: FastifyInstance): Promise<void> {
  void app;
}
