import type { ArticleSummary } from '@betfront/contract/articles';
import type { Translate } from '@betfront/remote-kit';
import { ArticleCards, articleDate, EmptyState } from '@betfront/ui';

/** The promotions of the list: each card names its category and, for a limited one, the day it ends. */
export function PromotionCards({ lng, promotions, t }: { lng: string; promotions: ArticleSummary[]; t: Translate }) {
  if (promotions.length === 0) {
    return (
      <EmptyState
        title={t('promo-articles.none.title')}
        text={t('promo-articles.none.text')}
        action={{ href: `/${lng}/promo`, label: t('promo-articles.none.action') }}
      />
    );
  }
  const cards = promotions.map((promotion) => {
    const category = t(`promotions.category.${promotion.category ?? 'all'}`);
    return {
      href: `/${lng}/promotions/${promotion.slug}`,
      title: promotion.title,
      summary: promotion.summary,
      meta: promotion.ends_at
        ? t('promo-articles.meta_until', { category, date: articleDate(lng, promotion.ends_at) })
        : category,
    };
  });
  return <ArticleCards label={t('promo-articles.list_label')} cards={cards} />;
}
