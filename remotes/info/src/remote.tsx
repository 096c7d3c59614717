import { defineRemote } from '@betfront/remote-kit';
import { InfoApp } from './info-app';
import { infoHead } from './info-head';
import { loadInfo } from './load/load-info';
import { prepareInfoPage } from './pages/split-views';

export const remote = defineRemote({
  appName: 'info',
  dictionaries: ['info', 'news'],
  load: loadInfo,
  prepare: prepareInfoPage,
  head: infoHead,
  App: InfoApp,
});
