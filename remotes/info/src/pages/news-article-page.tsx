import type { Article, ArticleSummary } from '@betfront/contract/articles';
import type { RemoteContext, Translate } from '@betfront/remote-kit';
import { ArticleCards, articleDate, ContentSections } from '@betfront/ui';
import { InfoFrame } from '../components/info-frame';
import { newsCards, newsHref } from './news-cards';
import styles from './news-article-page.module.css';

interface NewsArticlePageProps {
  ctx: RemoteContext;
  t: Translate;
  article: Article;
  more: ArticleSummary[];
}

export function NewsArticlePage({ ctx, t, article, more }: NewsArticlePageProps) {
  return (
    <InfoFrame
      ctx={ctx}
      t={t}
      heading={article.title}
      lead={article.summary}
      trail={[{ label: t('news.title'), href: newsHref(ctx.lng) }]}
    >
      <p className={styles.published}>{t('news.published', { date: articleDate(ctx.lng, article.published_at) })}</p>
      <ContentSections sections={article.sections} lng={ctx.lng} />
      {more.length > 0 && (
        <section aria-labelledby="more-news" className={styles.more}>
          <h2 id="more-news" className={styles.moreHeading}>
            {t('news.more')}
          </h2>
          <ArticleCards label={t('news.more')} cards={newsCards(ctx.lng, more)} />
          <a href={newsHref(ctx.lng)}>{t('news.all')}</a>
        </section>
      )}
    </InfoFrame>
  );
}
