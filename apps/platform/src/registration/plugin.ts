import type { FastifyInstance } from 'fastify';

/** Players' registration: one click, by phone, by e-mail with activation, and social through OAuth 2. */
export async function registrationPlugin(app: FastifyInstance): Promise<void> {
  void app;
}
