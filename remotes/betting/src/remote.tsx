import { defineRemote } from '@betfront/remote-kit';
import { BettingPage } from './pages/betting-page';
import { resolveBettingRoute } from './resolve-betting-route';
import { textVars } from './texts';

export const remote = defineRemote({
  appName: 'betting',
  dictionaries: ['betting'],
  async load({ ctx }) {
    const data = resolveBettingRoute(ctx.route);
    return data ? { status: 200, data } : { status: 404 };
  },
  head({ data, t }) {
    const vars = textVars(data, t);
    return {
      title: t('betting.title', { page: t(`${data.stem}.heading`, vars) }),
      description: t(`${data.stem}.description`, vars),
    };
  },
  App: BettingPage,
});
