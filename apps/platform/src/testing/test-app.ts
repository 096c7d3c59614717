import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Env } from '../config/env';
import type { Database } from '../db/database';
import { createTestDatabase } from '../db/test-database';
import { TEST_ADMIN_TOKEN, TEST_SESSION_SECRET } from './test-secrets';

export { TEST_ADMIN_TOKEN, TEST_SESSION_SECRET };

export function testEnv(overrides: Partial<Env> = {}): Env {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent-test-data',
    databaseUrl: null,
    adminToken: TEST_ADMIN_TOKEN,
    sessionSecret: TEST_SESSION_SECRET,
    logLevel: 'silent',
    nodeEnv: 'test',
    isDrawSweepOn: false,
    ...overrides,
  };
}

/**
 * Fastify's inject connects from 127.0.0.1: with that address as the trusted proxy, a test speaks for many
 * clients (`x-forwarded-for`) and countries (`x-country-code`). Without it, as in production by default,
 * both headers are ignored.
 */
export const BEHIND_TEST_PROXY: Partial<Env> = { trustProxy: ['127.0.0.1'] };

/** Apps made by createTestApp and not closed yet, with their databases. */
const openApps = new Map<FastifyInstance, Database>();

/** The whole platform over a fresh migrated database. */
export async function createTestApp(overrides: Partial<Env> = {}): Promise<{ app: FastifyInstance; db: Database }> {
  const db = await createTestDatabase();
  const app = await buildApp({ env: testEnv(overrides), db });
  openApps.set(app, db);
  app.addHook('onClose', async () => {
    openApps.delete(app);
  });
  return { app, db };
}

/** Closes the apps, and their databases, that a test file left open: test files share a worker. */
export async function closeLeftoverTestApps(): Promise<void> {
  for (const [app, db] of [...openApps]) {
    await app.close();
    await db.close();
  }
}

/** Headers a same-site browser call carries; state-changing calls need them. */
export const XHR = { 'x-requested-with': 'XMLHttpRequest' } as const;
export const ADMIN = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } as const;
