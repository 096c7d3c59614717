import { defineRemote } from '@betfront/remote-kit';
import { ResultsApp } from './app';
import { loadResults } from './load-results';
import { pageKey } from './results-data';

export const remote = defineRemote({
  appName: 'results',
  dictionaries: ['results', 'virtual'],
  load: loadResults,
  head({ data, t }) {
    const stem = pageKey(data);
    return { title: t('results.title', { page: t(`${stem}.heading`) }), description: t(`${stem}.description`) };
  },
  App: ResultsApp,
});
