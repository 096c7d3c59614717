import { errorBodySchema } from '@betfront/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { STATE_CHANGING_LIMIT } from './abuse-limits';
import { createTestApp, testEnv, XHR } from '../testing/test-app';

const { app, db } = await createTestApp();
const sibling = await buildApp({ env: testEnv(), db });
afterAll(async () => {
  await sibling.close();
  await app.close();
  await db.close();
});

const call = (platform: typeof app, remoteAddress: string) =>
  platform.inject({
    method: 'POST',
    url: '/redirects-api/api/v1/redirect-light',
    payload: { url: '/ru/old-page' },
    headers: XHR,
    remoteAddress,
  });

describe('abuse limits', () => {
  it('count a client across every process of the platform and stop it at the limit', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < STATE_CHANGING_LIMIT.max; index++) {
      statuses.push((await call(index % 2 === 0 ? app : sibling, '198.51.100.200')).statusCode);
    }
    expect(statuses.every((status) => status < 400)).toBe(true);
    const refused = await call(app, '198.51.100.200');
    expect(refused.statusCode).toBe(429);
    expect(errorBodySchema.parse(refused.json()).error.code).toBe('rate_limited');
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await call(sibling, '198.51.100.201')).statusCode).toBeLessThan(400);
  });

  it('leave reading calls uncounted', async () => {
    for (let index = 0; index < 130; index++) {
      const response = await app.inject({ url: '/health', remoteAddress: '198.51.100.202' });
      expect(response.statusCode).toBe(200);
    }
    const [row] = await db.query<{ n: number }>(
      `select count(*)::int as n from abuse_counters where key like '%198.51.100.202'`,
    );
    expect(row?.n).toBe(0);
  });

  it('leave a game provider’s signed wallet calls uncounted: one server calls for every player', async () => {
    for (let index = 0; index < 5; index++) {
      const response = await app.inject({
        method: 'POST',
        url: '/casino-wallet-api/balance',
        payload: {},
        remoteAddress: '198.51.100.203',
      });
      expect(response.statusCode).not.toBe(429);
    }
    const [row] = await db.query<{ n: number }>(
      `select count(*)::int as n from abuse_counters where key like '%198.51.100.203'`,
    );
    expect(row?.n).toBe(0);
  });
});
