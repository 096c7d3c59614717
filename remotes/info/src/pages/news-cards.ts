import type { ArticleSummary } from '@betfront/contract/articles';
import { articleDate } from '@betfront/ui';
import type { ArticleCard } from '@betfront/ui';

export const newsHref = (lng: string, slug?: string) => (slug ? `/${lng}/news/${slug}` : `/${lng}/news`);

export function newsCards(lng: string, articles: readonly ArticleSummary[]): ArticleCard[] {
  return articles.map((article) => ({
    href: newsHref(lng, article.slug),
    title: article.title,
    summary: article.summary,
    meta: articleDate(lng, article.published_at),
  }));
}
