import { PERFORMANCE_REPORT_DELAY_MS } from '@betfront/contract/analytics-timing';
import type { AnalyticsEvent } from '@betfront/contract/analytics';
import { track } from '@betfront/remote-kit';

type PerformanceReport = Extract<AnalyticsEvent, { name: 'performance_report' }>;

const whole = (ms: number | undefined) => (ms === undefined || ms <= 0 ? null : Math.min(600_000, Math.round(ms)));

/** The page's opening timings from the browser's navigation and paint entries; null when the browser has none. */
export function readPerformance(
  performance: Performance,
  largestPaint: PerformanceEntry | undefined,
): PerformanceReport | null {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (!navigation) return null;
  const firstPaint = performance.getEntriesByName('first-contentful-paint')[0];
  return {
    name: 'performance_report',
    ttfbMs: whole(navigation.responseStart) ?? 0,
    domReadyMs: whole(navigation.domContentLoadedEventEnd) ?? 0,
    loadMs: whole(navigation.loadEventEnd),
    firstPaintMs: whole(firstPaint?.startTime),
    largestPaintMs: whole(largestPaint?.startTime),
  };
}

/** Ten seconds after the page opens, records how fast it opened (account §9 "performance report delay"). */
export function schedulePerformanceReport(): void {
  // Largest-paint entries are kept for an observer asked with `buffered`, not in the performance timeline.
  const largest: PerformanceEntry[] = [];
  let observer: PerformanceObserver | null = null;
  if (PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')) {
    observer = new PerformanceObserver((list) => largest.push(...list.getEntries()));
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  }
  setTimeout(() => {
    observer?.disconnect();
    const report = readPerformance(performance, largest.at(-1));
    if (report) track(report);
  }, PERFORMANCE_REPORT_DELAY_MS);
}
