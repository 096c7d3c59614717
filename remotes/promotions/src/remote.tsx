import { defineRemote } from '@betfront/remote-kit';
import { loadArticles } from './load-articles';
import { PromotionsPage } from './pages/promotions-page';
import { resolvePromotionsRoute } from './promotions-data';

export const remote = defineRemote({
  appName: 'promotions',
  dictionaries: ['promotions', 'bonuses', 'promo-articles', 'promo-play'],
  async load({ ctx, fetch }) {
    const data = resolvePromotionsRoute(ctx.route);
    return data ? loadArticles(data, fetch, ctx.lng) : { status: 404 };
  },
  head({ data, t }) {
    const heading = data.article?.title ?? t(`${data.stem}.heading`, data.vars);
    return {
      title: t('promotions.title', { page: heading }),
      description: data.article?.summary ?? t(`${data.stem}.description`, data.vars),
    };
  },
  App: PromotionsPage,
});
