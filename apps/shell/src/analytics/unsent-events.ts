import { analyticsEventSchema } from '@betfront/contract/analytics';
import { allowsAnalytics, browserCookieConsent } from '@betfront/remote-kit';
import { z } from 'zod/mini';
import type { AnalyticsEntry } from './analytics-batches';

const STORAGE_KEY = 'betfront.analytics.unsent';
/** Kept events older than a day are dropped (account §9: analytics storage expiry 1 day). */
const EXPIRY_MS = 86_400_000;
const MAX_KEPT = 100;

const keptSchema = z.object({
  keptAt: z.number(),
  entries: z.array(z.object({ page: z.nullable(z.string()), event: analyticsEventSchema })),
});

/** Keeps the events a page could not send yet, for the next page of the tab. */
export function keepUnsent(entries: readonly AnalyticsEntry[]): void {
  if (entries.length === 0) return;
  try {
    const kept = { keptAt: Date.now(), entries: [...takeUnsent(), ...entries].slice(-MAX_KEPT) };
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
  } catch (error) {
    console.warn('betfront: unsent analytics events could not be kept', error);
  }
}

/** The events an earlier page of the tab kept, once: only while the visitor allows analytics, and not stale. */
export function takeUnsent(): AnalyticsEntry[] {
  try {
    const text = sessionStorage.getItem(STORAGE_KEY);
    sessionStorage.removeItem(STORAGE_KEY);
    if (text === null || !allowsAnalytics(browserCookieConsent())) return [];
    const kept = keptSchema.safeParse(JSON.parse(text));
    return kept.success && Date.now() - kept.data.keptAt < EXPIRY_MS ? kept.data.entries : [];
  } catch {
    return [];
  }
}
