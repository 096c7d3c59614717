import { browserApi, consoleLogger } from '@betfront/api-client';
import { ANALYTICS_BATCH_MAX, ANALYTICS_EVENTS_PATH } from '@betfront/contract/analytics';
import type { AnalyticsBatch } from '@betfront/contract/analytics';
import { allowsAnalytics, browserCookieConsent } from '@betfront/remote-kit';
import { z } from 'zod/mini';
import { batchesOf } from './analytics-batches';
import type { AnalyticsEntry } from './analytics-batches';

/** Events wait this long for others to travel with them. */
export const FLUSH_DELAY_MS = 5_000;

export interface AnalyticsCollector {
  add(entry: AnalyticsEntry): void;
  /** Sends what waits now, unless the visitor withdrew the consent meanwhile. */
  flush(): void;
}

interface CollectorDeps {
  send(batch: AnalyticsBatch): Promise<void>;
  allowsAnalytics(): boolean;
}

/** Collects events into batches: sent a few seconds after the first, at once when a batch is full. */
export function createAnalyticsCollector(deps: CollectorDeps): AnalyticsCollector {
  let queue: AnalyticsEntry[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const entries = queue;
    queue = [];
    if (entries.length === 0 || !deps.allowsAnalytics()) return;
    for (const batch of batchesOf(entries)) {
      deps.send(batch).catch((error: unknown) => consoleLogger.warn('analytics: a batch was not sent', { error }));
    }
  };

  const add = (entry: AnalyticsEntry) => {
    queue.push(entry);
    if (queue.length >= ANALYTICS_BATCH_MAX) flush();
    else timer ??= setTimeout(flush, FLUSH_DELAY_MS);
  };

  return { add, flush };
}

/** The page's collector: sends to the platform without holding the page, and flushes as the page goes away. */
export function startBrowserCollector(): AnalyticsCollector {
  const collector = createAnalyticsCollector({
    send: async (batch) => {
      await browserApi().request(z.unknown(), {
        method: 'POST',
        path: ANALYTICS_EVENTS_PATH,
        body: batch,
        keepalive: true,
      });
    },
    allowsAnalytics: () => allowsAnalytics(browserCookieConsent()),
  });
  window.addEventListener('pagehide', collector.flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') collector.flush();
  });
  return collector;
}
