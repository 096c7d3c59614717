import type { AnalyticsArea } from '@betfront/contract/analytics';

/** The catalogue's area of each route that has one (account §2 "Office areas that appear in analytics"). */
const AREA_BY_ROUTE: Readonly<Record<string, AnalyticsArea>> = {
  'office.bonuses': 'office.bonuses',
  'office.recharge': 'office.recharge',
  'office.bringfriend': 'office.referrals',
  'office.account': 'office.personal_data',
  support: 'office.support',
  'office.history': 'office.bet_history',
  'office.historypay': 'office.transactions',
  'office.casino.vipcashback': 'office.vip_cashback',
  'office.mailing-settings': 'settings.mailing',
  'office.account-settings': 'settings.account',
  'office.promo-code-check': 'settings.promo_code_check',
  'office.disallow-sports': 'settings.sports',
  'office.wallets': 'settings.wallets',
  'office.cashback': 'settings.cashback',
  'office.security': 'security.overview',
  'office.phone-binding': 'security.phone',
  'office.security-question': 'security.question',
  'office.two-factor-auth.enable': 'security.two_factor',
  'office.change-password': 'security.password',
  'office.security-auth-by-email': 'security.email_auth',
  'office.session-history': 'security.sessions',
  promotions: 'promo.showcase',
  'information.contacts': 'info.contacts',
  'information.rules': 'info.rules',
  'information.howbet': 'info.how_to_bet',
  'mobile-app': 'mobile_app',
  results: 'results',
  'casino-lobby': 'casino',
  registration: 'registration',
  'user.registration': 'registration',
  'user.login': 'login',
  'user.forgotpassword': 'recovery',
};

const PROMO_CATEGORY_AREAS: Readonly<Record<string, AnalyticsArea>> = {
  all: 'promo.all',
  bookmaker: 'promo.bookmaker',
  casino: 'promo.casino',
  poker: 'promo.poker',
  'first-deposit': 'promo.first_deposit',
  redeposit: 'promo.redeposit',
  cashback: 'promo.cashback',
};

interface RouteLike {
  name: string;
  params: Readonly<Record<string, string>>;
  query: Readonly<Record<string, string>>;
}

/** The area a page belongs to: promotions by their category, any game's page as the event page. */
export function areaOfRoute(route: RouteLike): AnalyticsArea | null {
  if (route.name === 'promo') return PROMO_CATEGORY_AREAS[route.query.category ?? 'all'] ?? null;
  if (route.name.endsWith('.game') || (route.name === 'sport' && route.params.game !== undefined)) return 'event';
  return AREA_BY_ROUTE[route.name] ?? null;
}
