import { errorBodySchema, siteConfigSchema } from '@betfront/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { ADMIN, createTestApp, testEnv } from '../testing/test-app';
import { WRONG_ADMIN_TOKENS_ALLOWED } from './admin-auth';

let app: FastifyInstance;
let db: Database;
beforeAll(async () => ({ app, db } = await createTestApp()));
afterAll(async () => {
  await app.close();
  await db.close();
});

const admin = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = ADMIN,
) => app.inject({ method, url: `/admin-api${url}`, headers, ...(payload ? { payload } : {}) });
const config = async () =>
  siteConfigSchema.parse((await app.inject({ method: 'GET', url: '/bff-api/config/all.json' })).json());

describe('admin API access', () => {
  it('answers 403 without the bearer token or with a wrong one', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { authorization: 'Bearer wrong-token' },
      { authorization: ADMIN.authorization.slice(7) },
    ]) {
      const response = await admin('GET', '/settings', undefined, headers);
      expect(response.statusCode).toBe(403);
      expect(errorBodySchema.parse(response.json()).error.code).toBe('forbidden');
    }
  });

  it('throttles an address that keeps sending wrong tokens, even once it sends the right one', async () => {
    const from = (authorization: string) =>
      app.inject({ url: '/admin-api/settings', headers: { authorization }, remoteAddress: '203.0.113.77' });
    for (let attempt = 0; attempt < WRONG_ADMIN_TOKENS_ALLOWED; attempt++) {
      expect((await from(`Bearer guess-${attempt}`)).statusCode).toBe(403);
    }
    const throttled = await from('Bearer one-more-guess');
    expect(throttled.statusCode).toBe(429);
    expect(errorBodySchema.parse(throttled.json()).error.code).toBe('rate_limited');
    expect((await from(ADMIN.authorization)).statusCode).toBe(429);
    expect((await admin('GET', '/settings')).statusCode).toBe(200);
  });

  it('does not exist when ADMIN_TOKEN is unset', async () => {
    const closed = await buildApp({ env: testEnv({ adminToken: null }), db });
    const response = await closed.inject({ method: 'GET', url: '/admin-api/settings', headers: ADMIN });
    expect(response.statusCode).toBe(404);
    errorBodySchema.parse(response.json());
    await closed.close();
  });

  it('answers JSON 404 for an unknown admin path', async () => {
    expect((await admin('GET', '/nothing-here')).statusCode).toBe(404);
  });
});

describe('admin API changes what the site answers', () => {
  it('switches maintenance on and off', async () => {
    const on = await admin('PUT', '/maintenance', { minutes: 30 });
    expect(on.statusCode).toBe(200);
    const { maintenance } = await config();
    expect(maintenance).toMatchObject({ isActive: true, web_state: 1 });
    expect((maintenance.ended_at ?? 0) - (maintenance.started_at ?? 0)).toBe(1800);
    await admin('DELETE', '/maintenance');
    expect((await config()).maintenance).toMatchObject({ isActive: false, started_at: null });
  });

  it('announces a future window without activating it', async () => {
    await admin('PUT', '/maintenance', { minutes: 10, startsInMinutes: 60 });
    const { maintenance } = await config();
    expect(maintenance.isActive).toBe(false);
    expect(maintenance.notify_started_at).not.toBeNull();
    await admin('DELETE', '/maintenance');
  });

  it('switches features and routes, fragments, languages, brand entries and flags', async () => {
    await admin('PUT', '/features/12', { on: true });
    await admin('PUT', '/routes/47', { on: false });
    await admin('POST', '/fragments', { fragment: '/casino/evil' });
    await admin('PUT', '/languages/en', { name: 'English (UK)', hidden: true });
    await admin('PUT', '/brand-book', { prop: '--accent', value: '#ff0' });
    await admin('PUT', '/settings/isIdentificationEnabled', { value: true });
    const changed = await config();
    expect(changed.features).toContain(12);
    expect(changed.routes).not.toContain(47);
    expect(changed.blockedUrlFragments).toEqual(['/casino/evil']);
    expect(changed.languages).toContainEqual({ code: 'en', name: 'English (UK)', hiddenForVisitors: true });
    expect(changed.brandBook).toContainEqual({ css_prop: '--accent', css_value: '#ff0' });
    expect(changed.isIdentificationEnabled).toBe(true);

    await admin('DELETE', '/fragments?fragment=/casino/evil');
    await admin('PUT', '/languages/en', { name: 'English' });
    await admin('DELETE', '/brand-book?prop=--accent');
    await admin('DELETE', '/settings/isIdentificationEnabled');
    const restored = await config();
    expect(restored.blockedUrlFragments).toEqual([]);
    expect(restored.languages).toContainEqual({ code: 'en', name: 'English', hiddenForVisitors: false });
    expect(restored.isIdentificationEnabled).toBe(false);
  });

  it('adds and removes country blocks and redirects', async () => {
    expect((await admin('POST', '/blocks', { country: 'kz', reason: 8 })).statusCode).toBe(200);
    expect((await admin('GET', '/blocks')).json()).toEqual({
      result: { countries: [{ countryCode: 'KZ', reason: 8 }], userAgents: [] },
    });
    expect((await admin('DELETE', '/blocks?country=KZ')).statusCode).toBe(200);
    expect((await admin('DELETE', '/blocks?country=KZ')).statusCode).toBe(404);
    await admin('POST', '/redirects', { from: '/old', to: 'https://example.com/new', code: 308 });
    expect((await admin('GET', '/redirects')).json()).toEqual({
      result: [{ fromPath: '/old', toUrl: 'https://example.com/new', code: 308 }],
    });
    expect((await admin('DELETE', '/redirects?from=/old')).statusCode).toBe(200);
  });
});

describe('admin API rejects bad input and writes nothing', () => {
  it.each([
    ['PUT', '/maintenance', { minutes: 0 }],
    ['PUT', '/maintenance', { minutes: 'soon' }],
    ['PUT', '/maintenance', { minutes: true }],
    ['PUT', '/maintenance', { minutes: '0x10' }],
    ['PUT', '/maintenance', { minutes: '1e3' }],
    ['PUT', '/maintenance', { minutes: 10, startsInMinutes: [] }],
    ['PUT', '/maintenance', { minutes: 'ten\u0000' }],
    ['POST', '/blocks', { country: 'Ukraine', reason: 1 }],
    ['POST', '/blocks', { country: 'UA', reason: 99 }],
    ['POST', '/blocks', { country: 'UA', userAgent: 'Opera', reason: 1 }],
    ['POST', '/redirects', { from: 'old', to: '/new' }],
    ['POST', '/redirects', { from: '/old', to: 'javascript:alert(1)' }],
    ['POST', '/redirects', { from: '/old', to: '/new', code: 200 }],
    ['PUT', '/features/0', { on: true }],
    ['PUT', '/features/12', { on: 'yes' }],
    ['PUT', '/languages/english', { name: 'English' }],
    ['PUT', '/brand-book', { prop: '--Accent!', value: 'red' }],
    ['PUT', '/brand-book', { prop: '--accent', value: 'red;} body{display:none' }],
    ['PUT', '/settings/autoLogoffMinutes', { value: -5 }],
    ['PUT', '/settings/noSuchSetting', { value: 1 }],
    ['PUT', '/settings/seoMirrorHost', { value: 'not a host/' }],
    ['PUT', '/settings/defaultLanguage', { value: 'de' }],
  ] as const)('%s %s %j → 400', async (method, url, payload) => {
    const before = (await admin('GET', '/settings')).json();
    const response = await admin(method, url, payload);
    expect(response.statusCode).toBe(400);
    errorBodySchema.parse(response.json());
    expect((await admin('GET', '/settings')).json()).toEqual(before);
  });

  it('refuses a language the site has no texts for, naming what it lacks, and offers nothing new', async () => {
    const before = (await config()).languages;
    const response = await admin('PUT', '/languages/tr', { name: 'Türkçe' });
    expect(response.statusCode).toBe(409);
    const { error } = errorBodySchema.parse(response.json());
    expect(error.code).toBe('language_incomplete');
    expect(error.message).toContain('common');
    expect((await config()).languages).toEqual(before);
  });

  it('refuses to remove the default language', async () => {
    expect((await admin('DELETE', '/languages/ru')).statusCode).toBe(409);
  });
});
