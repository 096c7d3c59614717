import Fastify from 'fastify';
import { createConnection, createServer } from 'node:net';
import type { Server, Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { healthRoutes } from '../health/health-routes';
import { installErrorHandler } from '../http/error-handler';
import { requiredTestDatabaseUrl } from '../testing/postgres-url';
import type { Database } from './database';
import { isDatabaseUnavailable } from './database-unavailable';
import { DEFAULT_PG_TIMEOUTS, pgDatabase } from './pg-database';
import { createServerTestDatabase, databaseUrl } from './server-test-database';

/** A TCP proxy in front of the test server that can freeze (stop forwarding) or drop every connection. */
function faultyProxy(target: URL) {
  const sockets = new Set<Socket>();
  let isFrozen = false;
  const server: Server = createServer((client) => {
    const upstream = createConnection(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.on('data', (chunk) => isFrozen || upstream.write(chunk));
    upstream.on('data', (chunk) => isFrozen || client.write(chunk));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  return {
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => {
          const address = server.address();
          resolve(typeof address === 'object' && address ? address.port : 0);
        }),
      ),
    freeze: (frozen: boolean) => (isFrozen = frozen),
    dropAll: () => sockets.forEach((socket) => socket.destroy()),
    close: () => {
      sockets.forEach((socket) => socket.destroy());
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

let owner: Database;
let proxy: ReturnType<typeof faultyProxy>;
let db: Database;
beforeEach(async () => {
  owner = await createServerTestDatabase(requiredTestDatabaseUrl());
  const [current] = await owner.query<{ name: string }>('select current_database() as name');
  const target = new URL(databaseUrl(requiredTestDatabaseUrl(), current?.name ?? ''));
  proxy = faultyProxy(target);
  const proxied = new URL(target);
  proxied.port = String(await proxy.listen());
  db = pgDatabase(proxied.toString(), { ...DEFAULT_PG_TIMEOUTS, connectMs: 500, statementMs: 1_000 });
});
afterEach(async () => {
  await db.close();
  await proxy.close();
  await owner.close();
});

const health = async () => {
  const app = Fastify();
  app.decorate('jobs', new Map());
  installErrorHandler(app);
  await app.register(healthRoutes(db));
  try {
    const answer = await app.inject({ url: '/health' });
    return { status: answer.statusCode, retryAfter: answer.headers['retry-after'] };
  } finally {
    await app.close();
  }
};

describe('a database that freezes or goes away, then comes back', () => {
  it('fails queries in time while frozen, answers /health 503, and serves again once it answers', async () => {
    expect(await db.query('select 1 as one')).toEqual([{ one: 1 }]);
    proxy.freeze(true);
    const started = Date.now();
    const frozen = await db.query('select 1').catch((error: unknown) => error);
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(isDatabaseUnavailable(frozen)).toBe(true);
    expect(await health()).toEqual({ status: 503, retryAfter: '5' });
    proxy.freeze(false);
    await expect.poll(() => db.query('select 1 as one').catch(() => []), { timeout: 10_000 }).toEqual([{ one: 1 }]);
    expect((await health()).status).toBe(200);
  });

  it('survives every connection being cut (the pool’s error events), and recovers by itself', async () => {
    await Promise.all(Array.from({ length: 5 }, () => db.query('select pg_sleep(0.05)')));
    proxy.dropAll();
    await expect.poll(() => db.query('select 1 as one').catch(() => []), { timeout: 10_000 }).toEqual([{ one: 1 }]);
    expect((await health()).status).toBe(200);
  });
});
