import { blockResultSchema, errorBodySchema } from '@betfront/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminAction } from '../admin/run-admin-action';
import type { Database } from '../db/database';
import { BEHIND_TEST_PROXY, createTestApp, XHR } from '../testing/test-app';

let app: FastifyInstance;
let db: Database;
beforeAll(async () => {
  ({ app, db } = await createTestApp(BEHIND_TEST_PROXY));
  const admin = { db, allowTestCommands: true };
  await runAdminAction(admin, 'blockAdd', { country: 'ua', reason: 4 });
  await runAdminAction(admin, 'blockAdd', { userAgent: 'OldPhoneBrowser', reason: 13 });
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const light = (headers: Record<string, string>, query = '') =>
  app.inject({
    method: 'GET',
    url: `/blocks-api/api/v1/block/light${query}`,
    headers: { 'user-agent': CHROME, ...headers },
  });

describe('block checks', () => {
  it('finds no block for an open country', async () => {
    const response = await light({ 'x-country-code': 'DE' }, '?stage=1&auth=0&mobileDevice=true');
    expect(response.statusCode).toBe(200);
    expect(blockResultSchema.parse(response.json())).toEqual({ displayTypeId: 0, templateTypeId: 0 });
  });

  it('blocks a configured country with its reason, on both calls', async () => {
    expect((await light({ 'x-country-code': 'UA' })).json()).toEqual({ displayTypeId: 1, templateTypeId: 4 });
    const response = await app.inject({
      method: 'POST',
      url: '/blocks-api/api/v2/block',
      headers: { ...XHR, 'user-agent': CHROME, 'x-country-code': 'ua' },
      payload: { auth: false, url: '/ru/live' },
    });
    expect(response.json()).toEqual({ displayTypeId: 1, templateTypeId: 4 });
  });

  it('blocks Internet Explorer with 17 and configured user agents with their reason', async () => {
    const ie = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';
    expect((await light({ 'user-agent': ie })).json()).toEqual({ displayTypeId: 1, templateTypeId: 17 });
    expect((await light({ 'user-agent': 'Mozilla/5.0 oldphonebrowser/2.1' })).json()).toEqual({
      displayTypeId: 1,
      templateTypeId: 13,
    });
  });

  it.each(['?stage=99', '?auth=maybe', `?referralParams=${'x'.repeat(2001)}`])(
    'rejects the query %s',
    async (query) => {
      const response = await light({}, query);
      expect(response.statusCode).toBe(400);
      errorBodySchema.parse(response.json());
    },
  );

  it.each([
    { auth: 'yes', url: '/ru' },
    { auth: true },
    { auth: true, url: '' },
    { auth: true, url: 'x'.repeat(2049) },
  ])('rejects the body %j', async (payload) => {
    const response = await app.inject({ method: 'POST', url: '/blocks-api/api/v2/block', headers: XHR, payload });
    expect(response.statusCode).toBe(400);
    errorBodySchema.parse(response.json());
  });
});
