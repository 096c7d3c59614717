import type { AnalyticsEvent } from '@betfront/contract/analytics';
import { allowsAnalytics, browserCookieConsent } from './cookie-consent';
import { publish } from './event-channel';

/**
 * Records an event of the analytics catalogue: handed to the shell's collector, which sends it in a batch later.
 * Nothing is recorded unless the visitor allowed analytics cookies.
 */
export function track(event: AnalyticsEvent): void {
  if (typeof window === 'undefined' || !allowsAnalytics(browserCookieConsent())) return;
  publish('analytics', event);
}
