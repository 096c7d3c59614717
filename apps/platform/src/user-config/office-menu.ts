import type { OfficeMenu } from '@betfront/contract/user-config';

/** The office menu's categories; identification shows only where the site enables it. */
const MENU_CATEGORIES: readonly { id: string; items: readonly string[] }[] = [
  { id: 'profile', items: ['office/account', 'office/verification', 'office/identification', 'office/messages'] },
  {
    id: 'payments',
    items: ['office/recharge', 'office/deduce', 'office/historypay', 'office/payment/requests', 'office/wallets'],
  },
  { id: 'bets', items: ['office/history', 'office/casino', 'office/slots'] },
  {
    id: 'promo',
    items: [
      'office/bonuses',
      'office/specialoffers',
      'office/promo-code-check',
      'office/cashback',
      'office/rewards',
      'office/bringfriend',
    ],
  },
  {
    id: 'settings',
    items: ['office/account-settings', 'office/mailing-settings', 'office/disallow-sports', 'office/responsible'],
  },
  {
    id: 'security',
    items: [
      'office/security',
      'office/change-password',
      'office/phone-binding',
      'office/security-question',
      'office/two-factor-auth/enable',
      'office/security-auth-by-email',
      'office/session-history',
    ],
  },
];

export function menuCategories(isIdentificationEnabled: boolean): OfficeMenu['menuCategories'] {
  return MENU_CATEGORIES.map(({ id, items }) => ({
    id,
    items: items
      .filter((path) => isIdentificationEnabled || path !== 'office/identification')
      .map((path) => ({ path })),
  }));
}
