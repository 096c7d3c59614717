import { allowsAnalytics, browserCookieConsent } from '@betfront/remote-kit';

const STORAGE_KEY = 'betfront.analytics.unsent';
/** Kept events older than a day are dropped (account §9: analytics storage expiry 1 day). */
const EXPIRY_MS = 86_400_000;
const MAX_KEPT = 100;

/**
 * Keeps the events a page could not send yet, for the next page of the tab. They are kept as read, unchecked:
 * the event schemas draw in half of the contract, so they are checked with the collector, which loads late
 * (`checkedEntries`).
 */
export function keepUnsent(entries: readonly unknown[]): void {
  if (entries.length === 0) return;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ keptAt: Date.now(), entries: entries.slice(-MAX_KEPT) }));
  } catch (error) {
    console.warn('betfront: unsent analytics events could not be kept', error);
  }
}

/** The entries an earlier page of the tab kept, once: only while the visitor allows analytics, and not stale. */
export function takeUnsent(): unknown[] {
  try {
    const text = sessionStorage.getItem(STORAGE_KEY);
    sessionStorage.removeItem(STORAGE_KEY);
    if (text === null || !allowsAnalytics(browserCookieConsent())) return [];
    const kept: unknown = JSON.parse(text);
    if (typeof kept !== 'object' || kept === null || !('keptAt' in kept) || !('entries' in kept)) return [];
    const { keptAt, entries } = kept;
    return typeof keptAt === 'number' && Date.now() - keptAt < EXPIRY_MS && Array.isArray(entries) ? entries : [];
  } catch {
    return [];
  }
}
