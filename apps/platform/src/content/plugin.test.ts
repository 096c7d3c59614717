import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@betfront/contract';
import {
  bottomNavAnswerSchema,
  cashTerminalsAnswerSchema,
  CONTENT_PAGE_SLUGS,
  contentPageSchema,
  footerAnswerSchema,
  paymentMethodsAnswerSchema,
  ruleChapterAnswerSchema,
  ruleGroupSchema,
  rulesIndexSchema,
} from '@betfront/contract/content';
import { loadEnv } from '../config/env';
import type { Database } from '../db/database';
import { runMigrations } from '../db/migrations';
import { pgliteDatabase } from '../db/pglite-database';
import { installErrorHandler } from '../http/error-handler';
import { applyTestMigration } from '../operator-cache/apply-test-migration';
import { contentPlugin } from './plugin';

let db: Database;
let app: FastifyInstance;

beforeAll(async () => {
  db = pgliteDatabase(new PGlite());
  await runMigrations(db);
  app = Fastify();
  const env = loadEnv({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    SESSION_SECRET: 'content-tests-session-secret-0123456789',
  });
  app.decorate('platform', { db, env });
  installErrorHandler(app);
  await app.register(contentPlugin, { now: () => new Date('2031-06-01T00:00:00Z') });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await db.close();
});

async function get(url: string) {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() as unknown };
}

describe('information pages', () => {
  it.each(CONTENT_PAGE_SLUGS)('serves %s in Russian and English', async (slug) => {
    const ru = contentPageSchema.parse((await get(`/web-api/content/pages/${slug}?lang=ru`)).body);
    const en = contentPageSchema.parse((await get(`/web-api/content/pages/${slug}?lang=en`)).body);
    expect(ru.sections.length).toBeGreaterThan(0);
    expect(ru.title).not.toBe(en.title);
    expect(ru.sections.map((section) => section.id)).toEqual(en.sections.map((section) => section.id));
  });

  it('shows Russian texts to az, kz and ua and English texts to other languages', async () => {
    const about = async (lang: string) =>
      contentPageSchema.parse((await get(`/web-api/content/pages/about?lang=${lang}`)).body);
    expect((await about('kz')).title).toBe('О компании');
    expect((await about('ua')).lang).toBe('ru');
    expect((await about('de')).title).toBe('About us');
  });

  it('answers 404 for an unknown page', async () => {
    const { status, body } = await get('/web-api/content/pages/jackpots?lang=en');
    expect(status).toBe(404);
    expect(errorBodySchema.parse(body).error.code).toBe('not_found');
  });

  it.each([
    '/web-api/content/pages/about?lang=english',
    '/web-api/content/pages/about',
    '/web-api/content/rules?lang=R1',
  ])('answers 400 for a bad language: %s', async (url) => {
    const { status, body } = await get(url);
    expect(status).toBe(400);
    expect(errorBodySchema.parse(body).error.code).toBe('invalid_request');
  });

  it('answers 400 for a slug that is not a slug', async () => {
    expect((await get('/web-api/content/pages/..%2Fetc?lang=en')).status).toBe(400);
  });
});

describe('rules', () => {
  it('lists the groups with their chapters', async () => {
    const index = rulesIndexSchema.parse((await get('/web-api/content/rules?lang=en')).body);
    expect(index.groups.map((group) => group.slug)).toEqual([
      'general',
      'sport',
      'live',
      'casino',
      'bonuses',
      'payments',
    ]);
    expect(index.groups.every((group) => group.chapters.length >= 2)).toBe(true);
  });

  it('serves a whole group and one chapter in both languages', async () => {
    const group = ruleGroupSchema.parse((await get('/web-api/content/rules/sport?lang=ru')).body);
    expect(group.title).toBe('Ставки на спорт');
    expect(group.chapters[0]?.sections.length).toBeGreaterThan(0);
    const answer = ruleChapterAnswerSchema.parse((await get('/web-api/content/rules/sport/tennis?lang=en')).body);
    expect(answer.chapter.title).toBe('Tennis');
    expect(answer.group.chapters.map((chapter) => chapter.slug)).toContain('football');
  });

  it('answers 404 for an unknown group or chapter', async () => {
    expect((await get('/web-api/content/rules/poker?lang=en')).status).toBe(404);
    expect((await get('/web-api/content/rules/poker/holdem?lang=en')).status).toBe(404);
    expect((await get('/web-api/content/rules/sport/curling?lang=en')).status).toBe(404);
  });
});

describe('cash terminals and payment methods', () => {
  it('lists every terminal or only those of one city', async () => {
    const all = cashTerminalsAnswerSchema.parse((await get('/web-api/content/cash-terminals?lang=en')).body);
    const kazan = cashTerminalsAnswerSchema.parse(
      (await get('/web-api/content/cash-terminals?lang=ru&city=kazan')).body,
    );
    expect(all.terminals.length).toBeGreaterThan(kazan.terminals.length);
    expect(kazan.terminals.every((terminal) => terminal.cityName === 'Казань')).toBe(true);
    expect(kazan.cities).toEqual(expect.arrayContaining([{ slug: 'moscow', name: 'Москва' }]));
  });

  it('answers 400 for a city that is not a slug', async () => {
    expect((await get('/web-api/content/cash-terminals?lang=en&city=%3Cscript%3E')).status).toBe(400);
  });

  it('gives limits as exact decimal strings and no withdrawal where a method has none', async () => {
    const { methods } = paymentMethodsAnswerSchema.parse((await get('/web-api/content/payment-methods?lang=en')).body);
    const mobile = methods.find((method) => method.id === 'mobile-operators');
    expect(mobile?.deposit).toEqual({ min: '100', max: '15000', feePercent: '5.5', processingTime: 'instantly' });
    expect(mobile?.withdrawal).toBeNull();
  });
});

describe('footer and bottom navigation', () => {
  it('serves the footer with the year of the platform clock', async () => {
    const footer = footerAnswerSchema.parse((await get('/web-api/content/footer?lang=en')).body);
    expect(footer.year).toBe(2031);
    expect(footer.ageLimit).toBe(18);
    expect(footer.columns.map((column) => column.id)).toEqual([
      'information',
      'betting',
      'casino',
      'office',
      'support',
    ]);
    expect(footer.licence.number).toBe('IGC-2016/0457');
  });

  it('serves the bottom navigation items in Russian', async () => {
    const { items } = bottomNavAnswerSchema.parse((await get('/web-api/content/bottom-nav?lang=ru')).body);
    expect(items.map((item) => item.id)).toEqual(['home', 'line', 'live', 'coupon', 'office', 'login']);
    expect(items[0]?.label).toBe('Главная');
  });

  it('answers the footer and bottom navigation a migration at start changed on the very next read', async () => {
    const footer = async () => footerAnswerSchema.parse((await get('/web-api/content/footer?lang=en')).body);
    const homeLabel = async () =>
      bottomNavAnswerSchema.parse((await get('/web-api/content/bottom-nav?lang=en')).body).items[0]?.label;
    expect((await footer()).copyrightHolder).not.toBe('Betfront Group');
    expect(await homeLabel()).toBe('Home');
    await applyTestMigration(
      db,
      'rename_layout',
      `update content_footer_meta set copyright_holder = 'Betfront Group' where lang = 'en';
       update content_bottom_nav_item set label = 'Start' where id = 'home' and lang = 'en';`,
    );
    expect((await footer()).copyrightHolder).toBe('Betfront Group');
    expect(await homeLabel()).toBe('Start');
  });
});
