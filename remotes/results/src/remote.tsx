import { defineRemote } from '@betfront/remote-kit';
import { ResultsApp } from './app';
import { pageKey, resolveResultsRoute } from './results-data';

export const remote = defineRemote({
  appName: 'results',
  dictionaries: ['results'],
  async load({ ctx }) {
    const data = resolveResultsRoute(ctx.route);
    return data ? { status: 200, data } : { status: 404 };
  },
  head({ data, t }) {
    const stem = pageKey(data);
    return { title: t('results.title', { page: t(`${stem}.heading`) }), description: t(`${stem}.description`) };
  },
  App: ResultsApp,
});
