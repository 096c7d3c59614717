import { defineRemote } from '@betfront/remote-kit';
import { resolveCasinoRoute } from './casino-data';
import { CasinoPage } from './pages/casino-page';

export const remote = defineRemote({
  appName: 'casino',
  dictionaries: ['casino', 'casino-play'],
  async load({ ctx }) {
    const data = resolveCasinoRoute(ctx.route);
    return data ? { status: 200, data } : { status: 404 };
  },
  head({ data, t }) {
    return {
      title: t('casino.title', { page: t(`${data.stem}.heading`, data.vars) }),
      description: t(`${data.stem}.description`, data.vars),
    };
  },
  App: CasinoPage,
});
