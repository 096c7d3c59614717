import { subscribe } from '@betfront/remote-kit';
import type { AnalyticsCollector } from './analytics-collector';
import type { AnalyticsEntry } from './analytics-batches';
import { keepUnsent, takeUnsent } from './unsent-events';

let currentPage: string | null = null;

/** The page (route name) the next events happen on. */
export function setAnalyticsPage(page: string | null): void {
  currentPage = page;
}

/**
 * Listens for the catalogue's events from the first moment, and loads the collector that sends them only once the
 * delay has passed since the page opened (not since its scripts ran), so analytics never competes with the page's
 * own loading. Events of a page left before the collector loaded are kept in the tab and sent by the next page.
 */
export function installAnalytics({ page, delayMs }: { page: string | null; delayMs: number }): void {
  currentPage = page;
  const earlier = takeUnsent();
  const pending: AnalyticsEntry[] = [];
  let collector: AnalyticsCollector | null = null;
  subscribe('analytics', (event) => {
    const entry = { page: currentPage, event };
    if (collector) collector.add(entry);
    else pending.push(entry);
  });
  const keepPending = () => {
    if (collector === null) keepUnsent([...earlier, ...pending]);
  };
  window.addEventListener('pagehide', keepPending);
  setTimeout(
    () => {
      Promise.all([import('./analytics-collector'), import('./checked-entries')])
        .then(([{ startBrowserCollector }, { checkedEntries }]) => {
          window.removeEventListener('pagehide', keepPending);
          collector = startBrowserCollector();
          for (const entry of [...checkedEntries(earlier.splice(0)), ...pending.splice(0)]) collector.add(entry);
        })
        .catch((error: unknown) => console.error('betfront: the analytics collector could not be loaded', error));
    },
    Math.max(0, delayMs - performance.now()),
  );
}
