import { defineRemote } from '@betfront/remote-kit';
import { BettingPage } from './pages/betting-page';
import { loadBettingPage } from './load/load-betting-page';
import { prepareBettingPage } from './pages/split-views';
import { textVars } from './texts';

export const remote = defineRemote({
  appName: 'betting',
  dictionaries: [
    'betting',
    'page-types',
    'betting-board',
    'coupon',
    'bets',
    'cashout',
    'lotto',
    'toto',
    'media',
    'layout',
  ],
  load: ({ ctx, fetch }) => loadBettingPage(ctx, fetch),
  prepare: prepareBettingPage,
  head({ data, t }) {
    const vars = textVars(data, t);
    const firstBanner = data.content === 'home' ? data.games.banners[0] : undefined;
    return {
      title: t('betting.title', { page: t(`${data.stem}.heading`, vars) }),
      description: t(`${data.stem}.description`, vars),
      ...(firstBanner ? { imagePreload: firstBanner.image.src } : {}),
    };
  },
  App: BettingPage,
});
