import { errorBodySchema, healthSchema } from '@betfront/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { createTestApp, testEnv, XHR } from '../testing/test-app';

let app: FastifyInstance;
let db: Database;
beforeAll(async () => ({ app, db } = await createTestApp()));
afterAll(async () => {
  await app.close();
  await db.close();
});

describe('platform edges', () => {
  it('reports health', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(healthSchema.parse(response.json())).toMatchObject({ status: 'ok', db: 'ok' });
  });

  it('answers 503 when the database fails', async () => {
    const lost = () => Promise.reject(new Error('connection lost'));
    const failing: Database = { ...db, query: lost, transaction: lost };
    const broken = await buildApp({ env: testEnv(), db: failing });
    const response = await broken.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(503);
    expect(errorBodySchema.parse(response.json()).error.code).toBe('db_unavailable');
    await broken.close();
  });

  it('serves the policy logo as a cacheable GIF', async () => {
    const response = await app.inject({ method: 'GET', url: '/web-api/policy/logo.agif' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/gif');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.rawPayload.subarray(0, 6).toString('ascii')).toBe('GIF89a');
    const again = await app.inject({
      method: 'GET',
      url: '/web-api/policy/logo.agif',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers JSON 404 for unknown API paths', async () => {
    for (const url of ['/web-api/nothing', '/bff-api/nothing', '/blocks-api/x', '/redirects-api/x']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(errorBodySchema.parse(response.json()).error.code).toBe('not_found');
    }
  });

  it('turns malformed, mistyped and oversized bodies into 4xx errors', async () => {
    const post = (payload: string, contentType = 'application/json') =>
      app.inject({
        method: 'POST',
        url: '/redirects-api/api/v1/redirect-light',
        headers: { ...XHR, 'content-type': contentType },
        payload,
      });
    for (const [response, status] of [
      [await post('{"url": '), 400],
      [await post('[1,2,3]'), 400],
      [await post('url=/ru', 'application/x-www-form-urlencoded'), 415],
      [await post(JSON.stringify({ url: 'x'.repeat(100_000) })), 413],
    ] as const) {
      expect(response.statusCode).toBe(status);
      errorBodySchema.parse(response.json());
    }
  });
});
