import { defineRemote } from '@betfront/remote-kit';
import { loadCasinoPage } from './lobby/load-casino-page';
import { CasinoPage } from './pages/casino-page';

export const remote = defineRemote({
  appName: 'casino',
  dictionaries: ['casino', 'casino-lobby', 'casino-play', 'virtual', 'casino-events'],
  load: ({ ctx, fetch }) => loadCasinoPage(ctx, fetch),
  head({ data, t }) {
    return {
      title: t('casino.title', { page: t(`${data.stem}.heading`, data.vars) }),
      description: t(`${data.stem}.description`, data.vars),
    };
  },
  App: CasinoPage,
});
