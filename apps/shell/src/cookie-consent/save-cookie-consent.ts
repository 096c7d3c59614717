import {
  allowsPreferences,
  COOKIE_CONSENT_COOKIE,
  COOKIE_CONSENT_MAX_AGE_SECONDS,
  PREFERENCE_COOKIES,
} from '@betfront/remote-kit';
import type { CookieConsentType } from '@betfront/remote-kit';

/** Keeps the visitor's choice; without consent to preferences, the preference cookies already written go. */
export function saveCookieConsent(type: CookieConsentType): void {
  document.cookie = `${COOKIE_CONSENT_COOKIE}=${type}; max-age=${COOKIE_CONSENT_MAX_AGE_SECONDS}; path=/; samesite=lax`;
  if (allowsPreferences(type)) return;
  for (const name of PREFERENCE_COOKIES) document.cookie = `${name}=; max-age=0; path=/`;
}
