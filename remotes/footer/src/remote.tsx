import { defineRemote } from '@betfront/remote-kit';
import { FooterApp } from './components/footer-app';
import { loadFooter } from './load-footer';

export const remote = defineRemote({
  appName: 'footer',
  dictionaries: ['footer', 'preferences'],
  load: loadFooter,
  head: ({ t }) => ({ title: t('footer.head.title') }),
  App: FooterApp,
});
