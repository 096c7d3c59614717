import type { FastifyInstance } from 'fastify';

/** The device fingerprint script and its checks. */
export async function fingerprintPlugin(app: FastifyInstance): Promise<void> {
  void app;
}
