import { errorBodySchema, redirectResultSchema } from '@betfront/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminAction } from '../admin/run-admin-action';
import type { Database } from '../db/database';
import { createTestApp, XHR } from '../testing/test-app';

let app: FastifyInstance;
let db: Database;
beforeAll(async () => {
  ({ app, db } = await createTestApp());
  await runAdminAction({ db, allowTestCommands: true }, 'redirectAdd', {
    from: '/ru/lpage/7/',
    to: '/ru/landing-page/7',
    code: '302',
  });
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const redirect = (payload: unknown, headers: Record<string, string> = XHR) =>
  app.inject({ method: 'POST', url: '/redirects-api/api/v1/redirect-light', headers, payload: payload as object });

describe('POST /redirects-api/api/v1/redirect-light', () => {
  it('echoes a URL no rule matches', async () => {
    const response = await redirect({ url: '/ru/live?x=1' });
    expect(response.statusCode).toBe(200);
    expect(redirectResultSchema.parse(response.json())).toEqual({
      redirect: false,
      code: 200,
      url: '/ru/live?x=1',
      reasons: [],
      breadcrumbs: [],
    });
  });

  it('redirects a matching path, with or without a trailing slash, keeping the query', async () => {
    const result = redirectResultSchema.parse(
      (await redirect({ url: 'https://example.com/ru/lpage/7/?utm=a' })).json(),
    );
    expect(result).toMatchObject({ redirect: true, code: 302, url: '/ru/landing-page/7?utm=a' });
    expect((await redirect({ url: '/ru/lpage/7' })).json()).toMatchObject({
      redirect: true,
      url: '/ru/landing-page/7',
    });
  });

  it.each([{}, { url: '' }, { url: 42 }, { url: 'x'.repeat(2049) }, { url: 'http://[broken' }])(
    'rejects %j with 400',
    async (payload) => {
      const response = await redirect(payload);
      expect(response.statusCode).toBe(400);
      errorBodySchema.parse(response.json());
    },
  );

  it('refuses a call without the requested-with header or from another origin', async () => {
    for (const headers of [{}, { ...XHR, origin: 'https://evil.example' }]) {
      const response = await redirect({ url: '/ru' }, headers);
      expect(response.statusCode).toBe(403);
      expect(errorBodySchema.parse(response.json()).error.code).toBe('csrf');
    }
    expect((await redirect({ url: '/ru' }, { ...XHR, origin: 'http://localhost:80' })).statusCode).toBe(200);
  });
});
