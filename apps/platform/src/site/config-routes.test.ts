import { configGroupsAnswerSchema, errorBodySchema, siteConfigSchema } from '@betfront/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { createTestApp } from '../testing/test-app';

let app: FastifyInstance;
let db: Database;
beforeAll(async () => ({ app, db } = await createTestApp()));
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
      'kz',
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
