import { describe, expect, it } from 'vitest';
import { allowsAnalytics, allowsPreferences, consentTypeOf, readCookieConsent } from './cookie-consent';

describe('cookie consent', () => {
  it('reads the type from the cookie header, and nothing from a missing or foreign value', () => {
    expect(readCookieConsent('lng=ru; cookies_agree_type=4; tzo=3')).toBe(4);
    expect(readCookieConsent('cookies_agree_type=1')).toBe(1);
    expect(readCookieConsent('lng=ru')).toBeNull();
    expect(readCookieConsent('cookies_agree_type=9')).toBeNull();
    expect(readCookieConsent('my_cookies_agree_type=4')).toBeNull();
  });

  it('makes one type of each choice, and each type allows exactly what was chosen', () => {
    const types = [
      consentTypeOf({ preferences: false, analytics: false }),
      consentTypeOf({ preferences: true, analytics: false }),
      consentTypeOf({ preferences: false, analytics: true }),
      consentTypeOf({ preferences: true, analytics: true }),
    ];
    expect(types).toEqual([1, 2, 3, 4]);
    expect(types.map(allowsPreferences)).toEqual([false, true, false, true]);
    expect(types.map(allowsAnalytics)).toEqual([false, false, true, true]);
    expect(allowsAnalytics(null)).toBe(false);
  });
});
