// @vitest-environment happy-dom
import type { AnalyticsEvent } from '@betfront/contract/analytics';
import { afterEach, describe, expect, it } from 'vitest';
import { subscribe } from './event-channel';
import { track } from './track';

const setConsent = (type: number | null) => {
  document.cookie =
    type === null ? 'cookies_agree_type=; max-age=0; path=/' : `cookies_agree_type=${String(type)}; path=/`;
};

afterEach(() => setConsent(null));

describe('track', () => {
  it('hands an event to the collector only when the visitor allowed analytics', () => {
    const seen: AnalyticsEvent[] = [];
    const stop = subscribe('analytics', (event) => seen.push(event));
    const event: AnalyticsEvent = { name: 'recovery_step', step: 'open' };
    track(event);
    setConsent(2);
    track(event);
    setConsent(1);
    track(event);
    setConsent(3);
    track(event);
    setConsent(4);
    track(event);
    stop();
    expect(seen).toEqual([event, event]);
  });
});
