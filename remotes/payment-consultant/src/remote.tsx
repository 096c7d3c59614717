import { defineRemote } from '@betfront/remote-kit';
import { ConsultantApp } from './app';
import { resolveConsultantRoute } from './consultant-data';

export const remote = defineRemote({
  appName: 'payment-consultant',
  dictionaries: ['payment-consultant', 'support'],
  async load({ ctx }) {
    const data = resolveConsultantRoute(ctx.route);
    return data ? { status: 200, data } : { status: 404 };
  },
  head({ t }) {
    return {
      title: t('payment-consultant.title', { page: t('payment-consultant.heading') }),
      description: t('payment-consultant.description'),
    };
  },
  App: ConsultantApp,
});
