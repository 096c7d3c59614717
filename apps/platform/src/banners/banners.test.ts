import { errorBodySchema } from '@betfront/contract';
import { bannerRecordSchema, bannersAnswerSchema } from '@betfront/contract/banners';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { createTestDatabase } from '../db/test-database';
import { installErrorHandler } from '../http/error-handler';
import { ADMIN, testEnv } from '../testing/test-app';
import { bannersPlugin } from './plugin';

let db: Database;
let app: FastifyInstance;

beforeAll(async () => {
  db = await createTestDatabase();
  app = Fastify();
  app.decorate('platform', { db, env: testEnv() });
  installErrorHandler(app);
  await app.register(bannersPlugin);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await db.close();
});

const hour = 60 * 60 * 1000;
const NEW_BANNER = {
  position: 'home',
  sortOrder: 5,
  title: { en: 'Tennis weekend', ru: 'Теннисные выходные' },
  text: { en: 'Every court, every set.', ru: 'Все корты, все сеты.' },
  cta: { en: 'To tennis', ru: 'К теннису' },
  route: '/line/2-tennis',
  image: '/static/banners/live-football.svg',
};

async function homeBanners(lng = 'en', position = 'home') {
  const response = await app.inject({ method: 'GET', url: `/web-api/banners?position=${position}&lng=${lng}` });
  expect(response.statusCode).toBe(200);
  return bannersAnswerSchema.parse(response.json()).banners;
}

function adminCall(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  return app.inject({
    method,
    url,
    headers: ADMIN,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function created(payload: unknown) {
  const response = await adminCall('POST', '/admin-api/banners', payload);
  expect(response.statusCode).toBe(201);
  return bannerRecordSchema.parse((response.json() as { result: unknown }).result);
}

function expectRefused(response: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  expect(errorBodySchema.parse(response.json()).error.code).toBe(code);
}

describe('GET /web-api/banners', () => {
  it('answers the seeded home banners in order, with their texts in the language asked for', async () => {
    const english = await homeBanners('en');
    expect(english.map((banner) => banner.route)).toEqual([
      '/live/1-football',
      '/express-day',
      '/casino-lobby',
      '/promo',
      '/cyber/live/all',
      '/registration',
    ]);
    expect(english[0]).toMatchObject({
      title: 'Live football',
      cta: 'Bet live',
      image: { src: '/static/banners/live-football.svg', width: 1200, height: 400 },
    });
    const russian = await homeBanners('ru');
    expect(russian[0]?.title).toBe('Футбол в лайве');
    expect((await homeBanners('uz'))[0]?.title).toBe('Футбол в лайве');
  });

  it('is cacheable for a short while and has no banners for a position without any', async () => {
    const response = await app.inject({ method: 'GET', url: '/web-api/banners?position=home&lng=en' });
    expect(response.headers['cache-control']).toBe('public, max-age=30');
    expect(await homeBanners('en', 'casino-top')).toEqual([]);
  });

  it('leaves out banners outside their active window', async () => {
    const now = Date.now();
    const past = await created({
      ...NEW_BANNER,
      activeFrom: new Date(now - 2 * hour).toISOString(),
      activeTo: new Date(now - hour).toISOString(),
    });
    const future = await created({ ...NEW_BANNER, activeFrom: new Date(now + hour).toISOString() });
    const current = await created({ ...NEW_BANNER, activeTo: new Date(now + hour).toISOString() });
    const ids = (await homeBanners()).map((banner) => banner.id);
    expect(ids).toContain(current.id);
    expect(ids).not.toContain(past.id);
    expect(ids).not.toContain(future.id);
    for (const banner of [past, future, current]) await adminCall('DELETE', `/admin-api/banners/${banner.id}`);
  });

  it.each([
    ['position=HOME&lng=en', 'position'],
    ['position=home&lng=english', 'lng'],
    ['position=home%2F..&lng=en', 'position'],
  ])('refuses the query %s', async (query, field) => {
    const response = await app.inject({ method: 'GET', url: `/web-api/banners?${query}` });
    expectRefused(response, 400, 'invalid_request');
    expect(errorBodySchema.parse(response.json()).error.issues?.map((issue) => issue.path)).toEqual([field]);
  });
});

describe('banner images', () => {
  it('serves the shipped images with long cache headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/static/banners/casino.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toContain('<svg');
  });

  it('answers 404 for an image that is not there and never leaves the folder', async () => {
    expect((await app.inject({ method: 'GET', url: '/static/banners/missing.svg' })).statusCode).toBe(404);
    const escape = await app.inject({ method: 'GET', url: '/static/banners/..%2f..%2fpackage.json' });
    expect(escape.statusCode).toBeGreaterThanOrEqual(400);
    expect(escape.statusCode).toBeLessThan(500);
  });
});

describe('the admin banner calls', () => {
  it('adds a banner that the home page lists next, with defaults for what was left out', async () => {
    const banner = await created(NEW_BANNER);
    expect(banner).toMatchObject({ imageWidth: 1200, imageHeight: 400, activeFrom: null, activeTo: null });
    const list = await adminCall('GET', '/admin-api/banners');
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const records = (list.json() as { result: unknown[] }).result.map((record) => bannerRecordSchema.parse(record));
    expect(records.map((record) => record.id)).toContain(banner.id);
    const home = await homeBanners('ru');
    expect(home.map((entry) => entry.title)).toContain('Теннисные выходные');
    expect(home.findIndex((entry) => entry.id === banner.id)).toBe(0);
    await adminCall('DELETE', `/admin-api/banners/${banner.id}`);
  });

  it('replaces a banner with PUT and removes it with DELETE', async () => {
    const banner = await created(NEW_BANNER);
    const activeTo = new Date(Date.now() + 24 * hour).toISOString();
    const replaced = await adminCall('PUT', `/admin-api/banners/${banner.id}`, {
      ...NEW_BANNER,
      sortOrder: 99,
      title: { en: 'Tennis week', ru: 'Теннисная неделя' },
      activeTo,
    });
    expect(replaced.statusCode).toBe(200);
    expect(bannerRecordSchema.parse((replaced.json() as { result: unknown }).result)).toMatchObject({
      id: banner.id,
      sortOrder: 99,
      title: { en: 'Tennis week', ru: 'Теннисная неделя' },
      activeTo,
    });
    expect((await homeBanners()).at(-1)?.title).toBe('Tennis week');

    const removed = await adminCall('DELETE', `/admin-api/banners/${banner.id}`);
    expect(removed.json()).toEqual({ result: { removed: banner.id } });
    expect((await homeBanners()).map((entry) => entry.id)).not.toContain(banner.id);
    expectRefused(await adminCall('DELETE', `/admin-api/banners/${banner.id}`), 404, 'not_found');
    expectRefused(await adminCall('PUT', `/admin-api/banners/${banner.id}`, NEW_BANNER), 404, 'not_found');
  });

  it.each([
    ['no title', { ...NEW_BANNER, title: undefined }, 'title'],
    ['a blank Russian title', { ...NEW_BANNER, title: { en: 'Tennis', ru: '  ' } }, 'title.ru'],
    ['a route with the language', { ...NEW_BANNER, route: '/en/live' }, 'route'],
    ['a route to another site', { ...NEW_BANNER, route: 'https://example.com/live' }, 'route'],
    ['a protocol-relative route', { ...NEW_BANNER, route: '//example.com' }, 'route'],
    ['a route with a script', { ...NEW_BANNER, route: '/live"><script>' }, 'route'],
    ['an image outside the site', { ...NEW_BANNER, image: 'https://example.com/a.png' }, 'image'],
    ['an image path climbing up', { ...NEW_BANNER, image: '/static/../secret.svg' }, 'image'],
    ['an image that is not one', { ...NEW_BANNER, image: '/static/banners/casino.js' }, 'image'],
    ['a negative order', { ...NEW_BANNER, sortOrder: -1 }, 'sortOrder'],
    ['a bad position', { ...NEW_BANNER, position: 'Home Page' }, 'position'],
    ['a date that is not one', { ...NEW_BANNER, activeFrom: 'tomorrow' }, 'activeFrom'],
    [
      'an end before the start',
      { ...NEW_BANNER, activeFrom: '2030-01-02T00:00:00Z', activeTo: '2030-01-01T00:00:00Z' },
      'activeTo',
    ],
  ])('refuses a banner with %s and writes nothing', async (_name, payload, field) => {
    const before = await db.query('select id from banners');
    const response = await adminCall('POST', '/admin-api/banners', payload);
    expectRefused(response, 400, 'invalid_request');
    expect(errorBodySchema.parse(response.json()).error.issues?.map((issue) => issue.path)).toContain(field);
    expect(await db.query('select id from banners')).toHaveLength(before.length);
  });

  it('refuses an id that is not one and a call without the admin token', async () => {
    expectRefused(await adminCall('PUT', '/admin-api/banners/abc', NEW_BANNER), 400, 'invalid_request');
    expectRefused(await adminCall('DELETE', '/admin-api/banners/0'), 400, 'invalid_request');
    const anonymous = await app.inject({ method: 'POST', url: '/admin-api/banners', payload: NEW_BANNER });
    expectRefused(anonymous, 403, 'forbidden');
    const wrong = await app.inject({
      method: 'DELETE',
      url: '/admin-api/banners/1',
      headers: { authorization: 'Bearer not-the-token-at-all' },
    });
    expectRefused(wrong, 403, 'forbidden');
    expect(await homeBanners()).toHaveLength(6);
  });
});
