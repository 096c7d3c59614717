import { articleListQuerySchema, articleParamsSchema, articleQuerySchema } from '@betfront/contract/articles';
import { contentLanguageFor } from '@betfront/contract/content';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/http-error';
import { parseInput } from '../http/parse-input';
import { findArticle, listArticles } from './article-repository';

/** The operator's published articles: news, promotions, partner pages and landings. */
export async function articlesPlugin(app: FastifyInstance): Promise<void> {
  const { db } = app.platform;

  app.get('/web-api/articles', async (request) => {
    const { kind, lang, category } = parseInput(articleListQuerySchema, request.query, 'query');
    return { articles: await listArticles(db, kind, contentLanguageFor(lang), category) };
  });

  app.get('/web-api/articles/:kind/:slug', async (request) => {
    const { kind, slug } = parseInput(articleParamsSchema, request.params, 'path');
    const { lang } = parseInput(articleQuerySchema, request.query, 'query');
    const article = await findArticle(db, kind, slug, contentLanguageFor(lang));
    if (!article) throw new HttpError(404, 'article_not_found', `There is no published ${kind} '${slug}'.`);
    return article;
  });
}
