import { IDENTIFICATION_PATH, OFFICE_MENU_CATEGORIES } from '@betfront/contract/office-menu';
import type { OfficeMenuGroup } from '@betfront/contract/office-menu';

/** The office menu as the remote shows it: the shared categories, identification left out. */
export const OFFICE_MENU = OFFICE_MENU_CATEGORIES.map(({ id, items }) => ({
  id,
  items: items.filter((path) => path !== IDENTIFICATION_PATH),
}));

export type { OfficeMenuGroup };

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
