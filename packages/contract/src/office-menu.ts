/**
 * The office menu: categories of links, each link a path after the language prefix. Identification is listed
 * only where the site enables it (`IDENTIFICATION_PATH`).
 */
export const OFFICE_MENU_CATEGORIES = [
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
] as const;

export const IDENTIFICATION_PATH = 'office/identification';

export type OfficeMenuGroup = (typeof OFFICE_MENU_CATEGORIES)[number]['id'];
