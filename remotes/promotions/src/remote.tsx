import { defineRemote } from '@betfront/remote-kit';
import { PromotionsPage } from './pages/promotions-page';
import { resolvePromotionsRoute } from './promotions-data';

export const remote = defineRemote({
  appName: 'promotions',
  dictionaries: ['promotions', 'bonuses'],
  async load({ ctx }) {
    const data = resolvePromotionsRoute(ctx.route);
    return data ? { status: 200, data } : { status: 404 };
  },
  head({ data, t }) {
    return {
      title: t('promotions.title', { page: t(`${data.stem}.heading`, data.vars) }),
      description: t(`${data.stem}.description`, data.vars),
    };
  },
  App: PromotionsPage,
});
