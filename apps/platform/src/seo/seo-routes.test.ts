import { errorBodySchema, seoPageDataSchema } from '@betfront/contract';
import type { SeoRequest } from '@betfront/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminAction } from '../admin/run-admin-action';
import type { Database } from '../db/database';
import { applyTestMigration } from '../operator-cache/apply-test-migration';
import { createTestApp, XHR } from '../testing/test-app';

let app: FastifyInstance;
let db: Database;
beforeAll(async () => ({ app, db } = await createTestApp()));
afterAll(async () => {
  await app.close();
  await db.close();
});

const base: SeoRequest = {
  domain: 'betfront.example',
  projectId: 1,
  language: 'ru',
  timezone: 3,
  stream: 'home',
  section: '',
  subsectionId: null,
  championshipId: null,
  matchId: null,
};
const pageData = (overrides: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/web-api/seo/page-data', headers: XHR, payload: { ...base, ...overrides } });

describe('POST /web-api/seo/page-data', () => {
  it('answers the home page in Russian and English', async () => {
    const ru = seoPageDataSchema.parse((await pageData({})).json());
    expect(ru.title).toContain('ставки на спорт');
    expect(ru.metaRobots).toBe('index,follow');
    expect(ru.content?.content).toContain('## ');
    expect(ru.customCanonical).toEqual({ mode: 'url', targetUrl: null, domain: { host: 'betfront.example' } });
    const en = seoPageDataSchema.parse((await pageData({ language: 'en' })).json());
    expect(en.title).toBe('Betfront — online sports betting, casino and slots');
    expect(en.metas).toEqual([{ name: 'keywords', content: 'online betting, odds, live betting' }]);
  });

  it('falls back from a section to its stream, then to the language default, then to the default language', async () => {
    expect((await pageData({ language: 'en', stream: 'live', section: 'football' })).json()).toMatchObject({
      title: 'Live sports betting — Betfront',
    });
    expect((await pageData({ language: 'en', stream: 'toto' })).json()).toMatchObject({
      title: 'Betfront — online sports betting and casino',
    });
    expect((await pageData({ language: 'uz', stream: 'casino' })).json()).toMatchObject({
      title: 'Betfront — ставки на спорт и казино онлайн',
    });
    expect((await pageData({ language: 'en', stream: 'information' })).json()).toMatchObject({ content: null });
  });

  it('uses the mirror host for canonical links in mirror mode from the very next read', async () => {
    const admin = { db, allowTestCommands: true };
    expect(seoPageDataSchema.parse((await pageData({})).json()).customCanonical?.mode).toBe('url');
    await runAdminAction(admin, 'settingSet', { key: 'seoCanonicalMode', value: 'mirror' });
    await runAdminAction(admin, 'settingSet', { key: 'seoMirrorHost', value: 'mirror.example' });
    const data = seoPageDataSchema.parse((await pageData({})).json());
    expect(data.customCanonical).toEqual({ mode: 'mirror', targetUrl: null, domain: { host: 'mirror.example' } });
    await runAdminAction(admin, 'settingUnset', { key: 'seoCanonicalMode' });
  });

  it('answers an SEO text a migration at start changed on the very next read', async () => {
    const title = async () => seoPageDataSchema.parse((await pageData({ language: 'en' })).json()).title;
    expect(await title()).toBe('Betfront — online sports betting, casino and slots');
    await applyTestMigration(
      db,
      'retitle_home',
      "update seo_pages set title = 'Betfront home' where language = 'en' and stream = 'home' and section = '';",
    );
    expect(await title()).toBe('Betfront home');
  });

  it.each([
    { language: 'rus' },
    { timezone: 20 },
    { projectId: -1 },
    { stream: 'x'.repeat(101) },
    { domain: '' },
    { matchId: '5' },
    { subsectionId: undefined },
  ])('rejects %j with 400', async (overrides) => {
    const response = await pageData(overrides);
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).error.issues?.length).toBeGreaterThan(0);
  });
});
