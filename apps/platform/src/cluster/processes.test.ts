import { healthSchema, siteConfigSchema } from '@betfront/contract';
import { gameSummarySchema } from '@betfront/contract/sportsbook';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app';
import { createServerTestCluster } from '../db/server-test-database';
import { SIMULATOR_JOB } from '../sportsbook/plugin';
import { ADMIN, testEnv } from '../testing/test-app';

/**
 * Three platform processes over one PostgreSQL database, as an operator scales out: one of them runs each job,
 * every one of them offers the same prices, and an operator's change through one is seen by all.
 */
const PROCESSES = 3;
const SIMULATOR = { speed: 60, liveGames: 6 };
const gamesAnswerSchema = z.object({ games: z.array(gameSummarySchema) });

let cluster: Awaited<ReturnType<typeof createServerTestCluster>>;
let apps: FastifyInstance[] = [];

const adminUrl = () => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('These tests run on a PostgreSQL server: npm run test:postgres');
  return url;
};

async function health(app: FastifyInstance) {
  return healthSchema.parse((await app.inject({ method: 'GET', url: '/health' })).json());
}

const leaders = async (running: readonly FastifyInstance[]) => {
  const reports = await Promise.all(running.map(health));
  return running.filter((_, index) => reports[index]?.jobs[SIMULATOR_JOB] === 'leads');
};

async function liveGames(app: FastifyInstance) {
  const response = await app.inject({ method: 'GET', url: '/web-api/sportsbook/games?mode=live&limit=50&lng=en' });
  return gamesAnswerSchema.parse(response.json()).games;
}

beforeAll(async () => {
  cluster = await createServerTestCluster(adminUrl(), PROCESSES);
  for (const db of cluster.processes) apps.push(await buildApp({ env: testEnv({ simulator: SIMULATOR }), db }));
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await cluster.drop();
});

describe('several platform processes over one database', () => {
  it('run the live simulator in exactly one of them', async () => {
    expect(await leaders(apps)).toHaveLength(1);
  });

  it('offer the same price for a selection from every process', async () => {
    // Within a second of a write every process has heard of it; prices are read from the written state.
    await expect
      .poll(
        async () => {
          const answers = await Promise.all(apps.map(liveGames));
          const [first, ...others] = answers.map((games) =>
            JSON.stringify(games.map((game) => [game.id, game.version, game.markets])),
          );
          return (first?.length ?? 0) > 2 && others.every((other) => other === first);
        },
        { timeout: 10_000, interval: 50 },
      )
      .toBe(true);
  });

  it('show an operator change made through one process on every other within a second', async () => {
    const [writer, ...readers] = apps;
    if (!writer) throw new Error('no process');
    const maintenance = async (app: FastifyInstance) =>
      siteConfigSchema.parse((await app.inject({ method: 'GET', url: '/bff-api/config/all.json' })).json()).maintenance
        .isActive;
    for (const reader of readers) expect(await maintenance(reader)).toBe(false);
    await writer.inject({ method: 'PUT', url: '/admin-api/maintenance', headers: ADMIN, payload: { minutes: 30 } });
    for (const reader of readers) {
      await expect.poll(() => maintenance(reader), { timeout: 1000, interval: 25 }).toBe(true);
    }
    await writer.inject({ method: 'DELETE', url: '/admin-api/maintenance', headers: ADMIN });
  });

  it('hand the simulator to another process within seconds when its process stops', async () => {
    const [leader] = await leaders(apps);
    if (!leader) throw new Error('no leader');
    const started = performance.now();
    // The process ends: its connections close with it.
    await leader.close();
    await leader.platform.db.close();
    apps = apps.filter((app) => app !== leader);
    await expect.poll(async () => (await leaders(apps)).length, { timeout: 5000, interval: 100 }).toBe(1);
    expect(performance.now() - started).toBeLessThan(5000);
    const before = await liveGames(apps[0] as FastifyInstance);
    // The new leader plays on: versions grow again.
    await expect
      .poll(
        async () => {
          const after = await liveGames(apps[0] as FastifyInstance);
          return after.some((game) => game.version > (before.find((old) => old.id === game.id)?.version ?? Infinity));
        },
        { timeout: 10_000 },
      )
      .toBe(true);
  });
});
