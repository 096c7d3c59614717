import { defineRemote } from '@betfront/remote-kit';
import { InfoApp } from './info-app';
import { infoHead } from './info-head';
import { loadInfo } from './load/load-info';

export const remote = defineRemote({
  appName: 'info',
  dictionaries: ['info', 'news'],
  load: loadInfo,
  head: infoHead,
  App: InfoApp,
});
