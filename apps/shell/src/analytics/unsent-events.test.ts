// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsEntry } from './analytics-batches';
import { checkedEntries } from './checked-entries';
import { keepUnsent, takeUnsent } from './unsent-events';

const ENTRIES: AnalyticsEntry[] = [
  { page: 'home', event: { name: 'app_update', running: 'build-1', served: 'build-2' } },
];
const KEPT_AT = new Date('2026-05-01T12:00:00Z').getTime();
const DAY_MS = 86_400_000;

beforeEach(() => {
  document.cookie = 'cookies_agree_type=4; path=/';
  sessionStorage.clear();
  vi.useFakeTimers({ now: KEPT_AT });
});
afterEach(() => vi.useRealTimers());

describe('the unsent analytics events', () => {
  it('are handed to the next page once while younger than a day', () => {
    keepUnsent(ENTRIES);
    vi.setSystemTime(KEPT_AT + DAY_MS - 1);
    expect(takeUnsent()).toEqual(ENTRIES);
    expect(takeUnsent()).toEqual([]);
  });

  it('expire after a day', () => {
    keepUnsent(ENTRIES);
    vi.setSystemTime(KEPT_AT + DAY_MS);
    expect(takeUnsent()).toEqual([]);
  });

  it('are not handed on when the stored value is not a kept set', () => {
    sessionStorage.setItem('betfront.analytics.unsent', JSON.stringify({ keptAt: String(KEPT_AT), entries: ENTRIES }));
    expect(takeUnsent()).toEqual([]);
    sessionStorage.setItem('betfront.analytics.unsent', '{"keptAt":');
    expect(takeUnsent()).toEqual([]);
  });

  it('reach the collector only as events of the catalogue, each checked alone', () => {
    const unknownEvent = { page: 'home', event: { name: 'no_such_event' } };
    expect(checkedEntries([unknownEvent, ...ENTRIES, { page: 3, event: ENTRIES[0]?.event }])).toEqual(ENTRIES);
  });
});
