import type { ArticleSummary } from '@betfront/contract/articles';
import type { RemoteContext, Translate } from '@betfront/remote-kit';
import { ArticleCards, EmptyState } from '@betfront/ui';
import { InfoFrame } from '../components/info-frame';
import { newsCards } from './news-cards';

export function NewsPage({ ctx, t, articles }: { ctx: RemoteContext; t: Translate; articles: ArticleSummary[] }) {
  return (
    <InfoFrame ctx={ctx} t={t} heading={t('news.title')} lead={t('news.lead')}>
      {articles.length > 0 ? (
        <ArticleCards label={t('news.list_label')} cards={newsCards(ctx.lng, articles)} />
      ) : (
        <EmptyState
          title={t('news.none.title')}
          text={t('news.none.text')}
          action={{ href: `/${ctx.lng}/promo`, label: t('news.none.action') }}
        />
      )}
    </InfoFrame>
  );
}
