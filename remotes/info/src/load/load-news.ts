import type { LoadResult } from '@betfront/remote-kit';
import type { ContentApi } from '../api/content-api';
import type { InfoData } from '../info-data';

const MORE_NEWS = 3;

/** The news list, or one article with the latest others beside it; 404 for an article that is not published. */
export async function loadNews(api: ContentApi, slug: string | undefined): Promise<LoadResult<InfoData>> {
  if (slug === undefined) {
    const list = await api.news();
    return list ? { status: 200, data: { view: 'news', articles: list.articles } } : { status: 404 };
  }
  const [article, list] = await Promise.all([api.newsArticle(slug), api.news()]);
  if (!article) return { status: 404 };
  const more = (list?.articles ?? []).filter((other) => other.slug !== slug).slice(0, MORE_NEWS);
  return { status: 200, data: { view: 'news-article', article, more } };
}
