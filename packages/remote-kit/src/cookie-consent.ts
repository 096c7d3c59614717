/** The visitor's choice of cookies (site spec: `cookies_agree_type`), kept a year. */
export const COOKIE_CONSENT_COOKIE = 'cookies_agree_type';
export const COOKIE_CONSENT_MAX_AGE_SECONDS = 365 * 86_400;

/**
 * The consent types: the necessary cookies always, plus preferences (theme, hidden panels, time display) and
 * first-party analytics as chosen.
 */
export const COOKIE_CONSENT = { necessary: 1, preferences: 2, analytics: 3, all: 4 } as const;
export type CookieConsentType = (typeof COOKIE_CONSENT)[keyof typeof COOKIE_CONSENT];

/** The cookies that only remember a preference: written only with the visitor's consent to preferences. */
export const PREFERENCE_COOKIES = [
  'app_theme',
  'hide_left',
  'hide_right',
  'tzo',
  'is12h',
  'app_view_type',
  'isChampsGroupedByCountry',
] as const;

export const consentTypeOf = (choice: { preferences: boolean; analytics: boolean }): CookieConsentType =>
  (1 + (choice.preferences ? 1 : 0) + (choice.analytics ? 2 : 0)) as CookieConsentType;

export const allowsPreferences = (type: CookieConsentType | null) =>
  type === COOKIE_CONSENT.preferences || type === COOKIE_CONSENT.all;

export const allowsAnalytics = (type: CookieConsentType | null) =>
  type === COOKIE_CONSENT.analytics || type === COOKIE_CONSENT.all;

/** The consent a cookie header records, or null when the visitor has not chosen (or the value is not a type). */
export function readCookieConsent(cookieHeader: string): CookieConsentType | null {
  const match = /(?:^|;\s*)cookies_agree_type=([^;]*)(?:;|$)/.exec(cookieHeader);
  return cookieConsentOfValue(match?.[1]);
}

/** The consent the cookie's value records, or null when there is none or it is not a type. */
export const cookieConsentOfValue = (value: string | undefined): CookieConsentType | null =>
  value !== undefined && /^[1-4]$/.test(value) ? (Number(value) as CookieConsentType) : null;

/** The consent of this browser's visitor. */
export const browserCookieConsent = (): CookieConsentType | null =>
  typeof document === 'undefined' ? null : readCookieConsent(document.cookie);
