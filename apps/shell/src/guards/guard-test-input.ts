import { DEFAULT_LAYOUT_PREFERENCES } from '@betfront/contract/preferences';
import type { Session, SiteConfig } from '@betfront/contract';
import { matchRoute } from '../routes/match-route';
import type { GuardInput } from './guard-types';

export const TEST_CONFIG: SiteConfig = {
  ref_id: 1,
  group_id: 1,
  projectName: 'betfront',
  domain: 'betfront.test',
  isVipDomain: false,
  lang: 'en',
  defaultLanguage: 'ru',
  languages: [
    { code: 'ru', name: 'Русский', hiddenForVisitors: false },
    { code: 'en', name: 'English', hiddenForVisitors: false },
  ],
  countryCode: null,
  features: [],
  routes: [],
  blockedUrlFragments: [],
  maintenance: {
    started_at: null,
    ended_at: null,
    notify_started_at: null,
    notify_ended_at: null,
    isActive: false,
    web_state: 0,
  },
  isIdentificationEnabled: false,
  isTermsConfirmationEnabled: false,
  isRegistrationAllowed: true,
  isAccountMiddlewareMode: false,
  isThirdPartyAllowed: true,
  isSnowEnabled: false,
  isPaymentRouteEnabled: true,
  isPaymentAuthRequired: false,
  isPaymentConsultantAvailable: true,
  autoLogoffMinutes: 30,
  seo: { canonicalMode: 'url', mirrorHost: null },
  brandBook: [],
  isPwa: false,
  pwaManifest: { themeColor: '#000000' },
  pwaPromptAudience: 'all',
  ageConfirmation: 'off',
  isSystemBankerOnByDefault: false,
};

export const VISITOR: Session = {
  user_id: null,
  ban_level: 0,
  ban_version: 1,
  is_verified: false,
  has_deposit: false,
  terms_changed: false,
  is_navigation_blocked: false,
  is_required_transfer: false,
  lng: 'en',
  time_zone: 3,
  is_12h: false,
  theme: 'light',
  ...DEFAULT_LAYOUT_PREFERENCES,
};

export const PLAYER: Session = { ...VISITOR, user_id: 7, is_verified: true, has_deposit: true };

/** A guard input for `/en/{path}?{query}` with the given overrides (config and session merged). */
export function guardInput(
  path: string,
  overrides: Omit<Partial<GuardInput>, 'config' | 'session' | 'query'> & {
    query?: string;
    config?: Partial<SiteConfig>;
    session?: Partial<Session>;
  } = {},
): GuardInput {
  const { query = '', config = {}, session = {}, ...rest } = overrides;
  return {
    lng: 'en',
    path,
    query: new URLSearchParams(query),
    match: matchRoute(path),
    config: { ...TEST_CONFIG, ...config },
    block: null,
    cookies: { forcedGeoOff: false },
    session: { ...VISITOR, ...session },
    isProduction: true,
    ...rest,
  };
}
