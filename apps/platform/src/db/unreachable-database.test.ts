import { errorBodySchema } from '@betfront/contract';
import Fastify from 'fastify';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Server, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthRoutes } from '../health/health-routes';
import { installErrorHandler } from '../http/error-handler';
import type { Database } from './database';
import { isDatabaseUnavailable } from './database-unavailable';
import { DEFAULT_PG_TIMEOUTS, pgDatabase } from './pg-database';

/** A server that takes connections and never says a word, as a frozen or half-dead database does. */
let silent: Server;
const sockets = new Set<Socket>();
let db: Database;
beforeAll(async () => {
  silent = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const address = silent.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  db = pgDatabase(`postgres://player:secret@127.0.0.1:${port}/betfront`, { ...DEFAULT_PG_TIMEOUTS, connectMs: 300 });
});
afterAll(async () => {
  await db.close();
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

describe('a database that takes connections and never answers', () => {
  it('fails a query after the connect timeout, as unavailable, instead of hanging', async () => {
    const started = Date.now();
    const error = await db.query('select 1').catch((failure: unknown) => failure);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('is answered 503 with Retry-After by /health and by any call that needs it', async () => {
    const app = Fastify();
    installErrorHandler(app);
    await app.register(healthRoutes(db));
    app.post('/web-api/anything', async () => db.query('select 1'));
    try {
      const health = await app.inject({ url: '/health' });
      expect(health.statusCode).toBe(503);
      expect(errorBodySchema.parse(health.json()).error.code).toBe('db_unavailable');
      const call = await app.inject({ method: 'POST', url: '/web-api/anything' });
      expect(call.statusCode).toBe(503);
      expect(call.headers['retry-after']).toBe('5');
      expect(errorBodySchema.parse(call.json()).error.code).toBe('db_unavailable');
    } finally {
      await app.close();
    }
  });
});

describe('starting on a database that never answers', () => {
  it('gives up with a clear message and a non-zero exit instead of hanging', async () => {
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/platform/src/main.ts'], {
      cwd: fileURLToPath(new URL('../../../../', import.meta.url)),
      env: {
        ...process.env,
        DATABASE_URL: `postgres://player:secret@127.0.0.1:${port}/betfront`,
        DATA_DIR: mkdtempSync(join(tmpdir(), 'betfront-silent-db-')),
        PORT: '0',
        SIMULATOR: 'off',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += String(chunk)));
    const exitCode = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(exitCode).toBe(1);
    expect(stderr).toMatch(/betfront failed to start: the database did not answer .*check DATABASE_URL/);
  }, 30_000);
});

describe('isDatabaseUnavailable', () => {
  it('tells an unreachable or slow database from a wrong statement', () => {
    const withCode = (code: string) => Object.assign(new Error('failure'), { code });
    expect(isDatabaseUnavailable(withCode('57P01'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('08006'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('57014'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('23505'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('42P01'))).toBe(false);
    expect(isDatabaseUnavailable('08006')).toBe(false);
  });
});
