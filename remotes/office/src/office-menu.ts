/** The office menu: categories of links, each link a path after the language prefix. */
export const OFFICE_MENU = [
  { id: 'profile', items: ['office/account', 'office/verification', 'office/messages'] },
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

export type OfficeMenuGroup = (typeof OFFICE_MENU)[number]['id'];

/** The route name a menu path leads to: `office/two-factor-auth/enable` → `office.two-factor-auth.enable`. */
export function routeNameOf(path: string): string {
  return path.replaceAll('/', '.');
}

/** Hub pages of the menu: the whole menu, or one of its categories. */
export const MENU_HUBS: Readonly<Record<string, readonly OfficeMenuGroup[]>> = {
  'office.menu': ['profile', 'payments', 'bets', 'promo', 'settings', 'security'],
  'office.menu.profile': ['profile', 'bets'],
  'office.menu.settings': ['settings', 'security'],
  'office.menu.promo': ['promo'],
};

/** Navigation of the pages outside the office: signing in and support. */
export const AREA_NAV = {
  access: ['user/login', 'registration', 'user/forgotpassword'],
  support: ['support', 'support/email', 'support/contacts', 'callback', 'call-history'],
} as const;

export type OfficeArea = 'office' | keyof typeof AREA_NAV | 'payment-result' | 'blocked';
