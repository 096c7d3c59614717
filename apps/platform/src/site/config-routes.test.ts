import { configGroupsAnswerSchema, errorBodySchema, siteConfigSchema } from '@betfront/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerCommand } from '../admin/admin-socket';
import type { Database } from '../db/database';
import { applyTestMigration } from '../operator-cache/apply-test-migration';
import { ADMIN, BEHIND_TEST_PROXY, createTestApp } from '../testing/test-app';

let app: FastifyInstance;
let db: Database;
beforeAll(async () => {
  ({ app, db } = await createTestApp(BEHIND_TEST_PROXY));
  // A language offered to players only; written as a deploy would, since its texts are not part of the site.
  await applyTestMigration(
    db,
    'players_only_language',
    `insert into languages (code, name, hidden_for_visitors, position) values ('uz', 'Oʻzbek', true, 3);`,
  );
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const getConfig = (query: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/bff-api/config/all.json${query}`, headers });

describe('GET /bff-api/config/all.json', () => {
  it('answers the seeded site config', async () => {
    const response = await getConfig('?lang=en');
    expect(response.statusCode).toBe(200);
    const config = siteConfigSchema.parse(response.json());
    expect(config.lang).toBe('en');
    expect(config.defaultLanguage).toBe('ru');
    expect(config.languages.filter((language) => !language.hiddenForVisitors).map((language) => language.code)).toEqual(
      ['ru', 'en'],
    );
    expect(config.languages.filter((language) => language.hiddenForVisitors).map((language) => language.code)).toEqual([
      'uz',
    ]);
    expect(config.features).toContain(1);
    expect(config.features).not.toContain(12);
    expect(config.routes).toContain(47);
    expect(config.maintenance.isActive).toBe(false);
    expect(config.countryCode).toBeNull();
  });

  it('falls back from an unknown language to the country, then to the default', async () => {
    expect((await getConfig('?lang=de', { 'x-country-code': 'gb' })).json()).toMatchObject({
      lang: 'en',
      countryCode: 'GB',
    });
    expect((await getConfig('', { 'x-country-code': 'US' })).json()).toMatchObject({ lang: 'en', countryCode: 'US' });
    expect((await getConfig('?lang=de')).json()).toMatchObject({ lang: 'ru' });
  });

  it('never picks a hidden language from the country alone', async () => {
    expect((await getConfig('', { 'x-country-code': 'UZ' })).json()).toMatchObject({ lang: 'ru', countryCode: 'UZ' });
    expect((await getConfig('?lang=uz')).json()).toMatchObject({ lang: 'uz' });
  });

  it('ignores a malformed country header', async () => {
    expect((await getConfig('', { 'x-country-code': 'Russia' })).json()).toMatchObject({ countryCode: null });
  });

  it.each(['?lang=english', '?lang=EN', '?lang=1'])('rejects %s with 400', async (query) => {
    const response = await getConfig(query);
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).error.code).toBe('invalid_request');
  });
});

describe('GET /bff-api/config/group/get', () => {
  it('answers the asked groups with a 600–900 s public cache', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/bff-api/config/group/get?groups=main,brand,languages,seo,features&lang=en',
    });
    expect(response.statusCode).toBe(200);
    const groups = configGroupsAnswerSchema.parse(response.json());
    expect(Object.keys(groups)).toEqual(['main', 'brand', 'languages', 'seo', 'features']);
    expect(groups.brand).toHaveProperty('--bf-color-accent');
    expect(groups.languages).toHaveProperty('uz', { name: 'Oʻzbek', hiddenForVisitors: true });
    const maxAge = Number(/^public, max-age=(\d+)$/.exec(String(response.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(600);
    expect(maxAge).toBeLessThanOrEqual(900);
  });

  it.each([
    ['an unknown group', '?groups=main,secrets&lang=en', 'unknown_group'],
    ['no groups', '?groups=&lang=en', 'invalid_request'],
    ['no language', '?groups=main', 'invalid_request'],
    ['a group with odd characters', '?groups=ma%20in$&lang=en', 'invalid_request'],
    ['an oversized list', `?groups=${'main,'.repeat(200)}main&lang=en`, 'invalid_request'],
  ])('rejects %s with 400', async (_case, query, code) => {
    const response = await app.inject({ method: 'GET', url: `/bff-api/config/group/get${query}` });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).error.code).toBe(code);
  });
});

describe('after an operator change', () => {
  const features = async () => siteConfigSchema.parse((await getConfig('?lang=en')).json()).features;
  const projectName = async () => siteConfigSchema.parse((await getConfig('?lang=en')).json()).projectName;

  it('answers a feature switched by the admin API on the very next read', async () => {
    expect(await features()).toContain(1);
    const switchFeature = (on: boolean) =>
      app.inject({ method: 'PUT', url: '/admin-api/features/1', headers: ADMIN, payload: { on } });
    expect((await switchFeature(false)).statusCode).toBe(200);
    expect(await features()).not.toContain(1);
    await switchFeature(true);
    expect(await features()).toContain(1);
  });

  it('answers a setting changed through the admin command line on the very next read', async () => {
    const admin = { db, allowTestCommands: true };
    expect(await projectName()).toBe('betfront');
    expect(await answerCommand(admin, ['setting', 'set', 'projectName', 'Renamed'])).toMatchObject({ ok: true });
    expect(await projectName()).toBe('Renamed');
    await answerCommand(admin, ['setting', 'unset', 'projectName']);
    expect(await projectName()).toBe('betfront');
  });

  it('answers what a migration at start changed on the very next read', async () => {
    expect(await projectName()).toBe('betfront');
    await applyTestMigration(
      db,
      'rename_project',
      `insert into settings (key, value) values ('projectName', '"Migrated"')
       on conflict (key) do update set value = excluded.value;`,
    );
    expect(await projectName()).toBe('Migrated');
  });
});
