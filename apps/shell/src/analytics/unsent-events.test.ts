// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsEntry } from './analytics-batches';
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
});
