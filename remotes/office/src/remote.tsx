import { defineRemote } from '@betfront/remote-kit';
import { resolveOfficeRoute } from './office-data';
import { OfficePage } from './pages/office-page';

export const remote = defineRemote({
  appName: 'office',
  dictionaries: [
    'office',
    'login',
    'registration',
    'security',
    'wallet',
    'bets',
    'responsible',
    'payments',
    'cashout',
    'office-casino',
    'casino-cashback',
    'bonuses',
    'support',
    'mailing',
    'referrals',
    'identification',
    'office-settings',
    'office-rewards',
    'office-offers',
    'secure-data',
  ],
  async load({ ctx }) {
    const data = resolveOfficeRoute(ctx.route);
    return data ? { status: 200, data } : { status: 404 };
  },
  head({ data, t }) {
    return {
      title: t('office.title', { page: t(`${data.stem}.heading`, data.vars) }),
      description: t(`${data.stem}.description`, data.vars),
    };
  },
  App: OfficePage,
});
