import { articleListSchema, articleSchema } from '@betfront/contract/articles';
import { errorBodySchema } from '@betfront/contract';
import { describe, expect, it } from 'vitest';
import { runAdmin, supportAppOfFile } from '../support/support-test-helpers';

const platform = supportAppOfFile();

const get = (url: string) => platform.app.inject({ url });
const list = async (query: string) => articleListSchema.parse((await get(`/web-api/articles?${query}`)).json());

const section = (title: string) => [{ id: 'terms', title, blocks: [{ type: 'paragraph', text: `${title} text` }] }];
const draft = {
  kind: 'news',
  slug: 'cup-final',
  titleRu: 'Финал кубка',
  titleEn: 'The cup final',
  summaryRu: 'Ставки на финал открыты.',
  summaryEn: 'Bets on the final are open.',
  bodyRu: section('Условия'),
  bodyEn: section('Terms'),
};

describe('articles', () => {
  it('lists the seeded news newest first in the reader’s language and opens one', async () => {
    const ru = await list('kind=news&lang=ru');
    const en = await list('kind=news&lang=en');
    expect(en.articles.map((article) => article.slug)).toEqual(ru.articles.map((article) => article.slug));
    expect(en.articles.length).toBeGreaterThanOrEqual(3);
    const times = en.articles.map((article) => article.published_at);
    expect([...times].sort().reverse()).toEqual(times);
    const first = en.articles[0]!;
    const article = articleSchema.parse((await get(`/web-api/articles/news/${first.slug}?lang=en`)).json());
    expect(article.title).toBe(first.title);
    expect(article.sections.length).toBeGreaterThan(0);
    const kazakh = articleSchema.parse((await get(`/web-api/articles/news/${first.slug}?lang=kz`)).json());
    expect(kazakh.title).toBe(ru.articles[0]!.title);
  });

  it('filters promotions by category and never lists a promotion under another kind', async () => {
    const casino = await list('kind=promotion&lang=en&category=casino');
    expect(casino.articles.length).toBeGreaterThan(0);
    expect(casino.articles.every((article) => article.category === 'casino')).toBe(true);
    const slug = casino.articles[0]!.slug;
    expect((await get(`/web-api/articles/news/${slug}?lang=en`)).statusCode).toBe(404);
  });

  it('keeps a new article a draft until it is published, then shows its rewrite', async () => {
    expect(await runAdmin(platform.db, 'articleSet', draft)).toEqual({
      kind: 'news',
      slug: 'cup-final',
      isPublished: false,
    });
    expect((await get('/web-api/articles/news/cup-final?lang=en')).statusCode).toBe(404);
    expect((await list('kind=news&lang=en')).articles.some((article) => article.slug === 'cup-final')).toBe(false);

    await runAdmin(platform.db, 'articlePublish', { kind: 'news', slug: 'cup-final', isPublished: true });
    const shown = articleSchema.parse((await get('/web-api/articles/news/cup-final?lang=ru')).json());
    expect(shown).toMatchObject({ title: 'Финал кубка', summary: 'Ставки на финал открыты.' });

    await runAdmin(platform.db, 'articleSet', { ...draft, titleEn: 'The cup final is on' });
    const rewritten = articleSchema.parse((await get('/web-api/articles/news/cup-final?lang=en')).json());
    expect(rewritten.title).toBe('The cup final is on');

    await runAdmin(platform.db, 'articlePublish', { kind: 'news', slug: 'cup-final', isPublished: false });
    expect((await get('/web-api/articles/news/cup-final?lang=en')).statusCode).toBe(404);
  });

  it('publishes at a later time and stops listing a promotion once it has ended', async () => {
    const promotion = { ...draft, kind: 'promotion', slug: 'short-run', category: 'poker' };
    await runAdmin(platform.db, 'articleSet', { ...promotion, endsAt: '2020-01-02T00:00:00Z' });
    await expect(
      runAdmin(platform.db, 'articlePublish', { kind: 'promotion', slug: 'short-run', isPublished: true }),
    ).rejects.toMatchObject({ statusCode: 409, code: 'article_ended' });
    await runAdmin(platform.db, 'articleSet', { ...promotion, endsAt: null });
    await runAdmin(platform.db, 'articlePublish', {
      kind: 'promotion',
      slug: 'short-run',
      isPublished: true,
      at: '2099-01-01T00:00:00Z',
    });
    expect((await get('/web-api/articles/promotion/short-run?lang=en')).statusCode).toBe(404);
    await runAdmin(platform.db, 'articlePublish', { kind: 'promotion', slug: 'short-run', isPublished: true });
    expect((await list('kind=promotion&lang=en&category=poker')).articles.map((a) => a.slug)).toContain('short-run');
  });

  it.each([
    ['/web-api/articles?kind=blog&lang=en', 400],
    ['/web-api/articles?kind=news', 400],
    ['/web-api/articles?kind=promotion&lang=en&category=lottery', 400],
    ['/web-api/articles/news/Bad%20Slug?lang=en', 400],
    ['/web-api/articles/blog/anything?lang=en', 400],
    ['/web-api/articles/news/no-such-article?lang=en', 404],
  ])('answers %s with %i and a named error', async (url, status) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    expect(errorBodySchema.parse(response.json()).error.code).toMatch(/^(invalid_request|article_not_found)$/);
  });

  const refused = { ...draft, slug: 'refused' };
  it.each([
    ['a promotion without a category', { ...refused, kind: 'promotion' }],
    ['news with a category', { ...refused, category: 'casino' }],
    ['an empty body', { ...refused, bodyEn: [] }],
    ['an unknown block', { ...refused, bodyEn: [{ id: 'x', title: 'X', blocks: [{ type: 'script', text: 'x' }] }] }],
    ['a bad slug', { ...refused, slug: '../etc' }],
  ])('refuses %s and writes nothing', async (_reason, input) => {
    await expect(runAdmin(platform.db, 'articleSet', input)).rejects.toMatchObject({ statusCode: 400 });
    expect(await platform.db.query("select 1 from articles where slug in ('refused', '../etc')")).toEqual([]);
  });

  it('answers publishing an unknown article with 404', async () => {
    await expect(
      runAdmin(platform.db, 'articlePublish', { kind: 'news', slug: 'never-written', isPublished: true }),
    ).rejects.toMatchObject({ statusCode: 404, code: 'article_not_found' });
  });
});
