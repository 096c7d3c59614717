import { articleListSchema, articleSchema } from '@betfront/contract/articles';
import type { Article, ArticleSummary } from '@betfront/contract/articles';
import type { Fetcher, LoadResult } from '@betfront/remote-kit';
import { parse } from 'zod/mini';
import type { core } from 'zod/mini';
import type { PromotionsData } from './promotions-data';

/** A route's page with the operator content it shows: the promotions of the list, or the one article. */
export interface PromotionsPageData extends PromotionsData {
  promotions: ArticleSummary[] | null;
  article: Article | null;
}

async function fetchParsed<T>(fetcher: Fetcher, url: string, schema: core.$ZodType<T>): Promise<T | null> {
  const response = await fetcher(url);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parse(schema, await response.json());
}

/** Adds the page's articles from the platform: 404 for an article that is not published, 500 when a call fails. */
export async function loadArticles(
  data: PromotionsData,
  fetcher: Fetcher,
  lng: string,
): Promise<LoadResult<PromotionsPageData>> {
  try {
    if (data.articleRef) {
      const { kind, slug } = data.articleRef;
      const url = `/web-api/articles/${kind}/${encodeURIComponent(slug)}?${new URLSearchParams({ lang: lng })}`;
      const article = await fetchParsed(fetcher, url, articleSchema);
      return article ? { status: 200, data: { ...data, promotions: null, article } } : { status: 404 };
    }
    if (data.content !== 'promotions') return { status: 200, data: { ...data, promotions: null, article: null } };
    const query = new URLSearchParams({ kind: 'promotion', lang: lng });
    if (data.category && data.category !== 'all') query.set('category', data.category);
    const list = await fetchParsed(fetcher, `/web-api/articles?${query}`, articleListSchema);
    return { status: 200, data: { ...data, promotions: list?.articles ?? [], article: null } };
  } catch {
    return { status: 500 };
  }
}
