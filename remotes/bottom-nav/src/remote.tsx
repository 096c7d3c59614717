import { defineRemote } from '@betfront/remote-kit';
import { BottomNavApp } from './components/bottom-nav-app';
import { loadBottomNav } from './load-bottom-nav';

export const remote = defineRemote({
  appName: 'bottom-nav',
  dictionaries: ['bottom-nav'],
  load: loadBottomNav,
  head: ({ t }) => ({ title: t('bottom-nav.head.title') }),
  App: BottomNavApp,
});
