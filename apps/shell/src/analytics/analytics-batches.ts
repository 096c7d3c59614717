import { ANALYTICS_BATCH_MAX } from '@betfront/contract/analytics';
import type { AnalyticsBatch, AnalyticsEvent } from '@betfront/contract/analytics';

/** An event as the shell collected it: with the page (route name) it happened on. */
export interface AnalyticsEntry {
  page: string | null;
  event: AnalyticsEvent;
}

/** The collector's calls for the entries, in their order: one page per call, at most a full batch each. */
export function batchesOf(entries: readonly AnalyticsEntry[]): AnalyticsBatch[] {
  const batches: AnalyticsBatch[] = [];
  for (const { page, event } of entries) {
    const last = batches.at(-1);
    if (last && last.page === page && last.events.length < ANALYTICS_BATCH_MAX) last.events.push(event);
    else batches.push({ page, events: [event] });
  }
  return batches;
}
