import { blockResultSchema, errorBodySchema } from '@betfront/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminAction } from '../admin/run-admin-action';
import type { Database } from '../db/database';
import { createUserWithSession } from '../session/create-user';
import { SESSION_COOKIE } from '../session/session-cookie';
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

  it('blocks Internet Explorer with 17, a browser too old with 18 and configured user agents with their reason', async () => {
    const ie = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';
    expect((await light({ 'user-agent': ie })).json()).toEqual({ displayTypeId: 1, templateTypeId: 17 });
    const oldFirefox = 'Mozilla/5.0 (Windows NT 10.0; rv:68.0) Gecko/20100101 Firefox/68.0';
    expect((await light({ 'user-agent': oldFirefox })).json()).toEqual({ displayTypeId: 1, templateTypeId: 18 });
    expect((await light({ 'user-agent': 'Mozilla/5.0 oldphonebrowser/2.1' })).json()).toEqual({
      displayTypeId: 1,
      templateTypeId: 13,
    });
  });

  it('asks a visitor on the VIP domain from a listed country to log in, when the call asks', async () => {
    const admin = { db, allowTestCommands: true };
    await runAdminAction(admin, 'settingSet', { key: 'isVipDomain', value: true });
    await runAdminAction(admin, 'settingSet', { key: 'vipDomainAuthCountries', value: ['KZ', 'UZ'] });
    const asking = '?auth=0&mainVipDomainAuthNeed=1';
    expect((await light({ 'x-country-code': 'KZ' }, asking)).json()).toEqual({
      displayTypeId: 0,
      templateTypeId: 0,
      mainVipDomainAuthNeed: true,
    });
    expect((await light({ 'x-country-code': 'DE' }, asking)).json()).toMatchObject({ mainVipDomainAuthNeed: false });
    expect((await light({ 'x-country-code': 'KZ' }, '?auth=0')).json()).not.toHaveProperty('mainVipDomainAuthNeed');

    // The session decides, whatever the call's auth flag says.
    expect((await light({ 'x-country-code': 'KZ' }, '?auth=1&mainVipDomainAuthNeed=1')).json()).toMatchObject({
      mainVipDomainAuthNeed: true,
    });
    const { sessionId } = await createUserWithSession(db, { login: 'vipplayer', password: 'vip-pass-1' });
    const player = { 'x-country-code': 'KZ', cookie: `${SESSION_COOKIE}=${sessionId}` };
    expect((await light(player, asking)).json()).toMatchObject({ mainVipDomainAuthNeed: false });
    const v2 = await app.inject({
      method: 'POST',
      url: '/blocks-api/api/v2/block',
      headers: { ...XHR, 'user-agent': CHROME, 'x-country-code': 'uz' },
      payload: { auth: false, url: '/ru/live', mainVipDomainAuthNeed: true },
    });
    expect(v2.json()).toMatchObject({ mainVipDomainAuthNeed: true });

    await runAdminAction(admin, 'settingSet', { key: 'isVipDomain', value: false });
    expect((await light({ 'x-country-code': 'KZ' }, asking)).json()).toMatchObject({ mainVipDomainAuthNeed: false });
    const refused = await runAdminAction(admin, 'settingSet', { key: 'vipDomainAuthCountries', value: ['kz'] }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(Error);
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
