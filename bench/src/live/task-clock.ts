import type { Page } from '@playwright/test';

/** Seconds a page's main thread has spent on tasks so far, as Chromium counts them. */
export async function taskClock(page: Page): Promise<() => Promise<number>> {
  const session = await page.context().newCDPSession(page);
  await session.send('Performance.enable');
  return async () => {
    const { metrics } = await session.send('Performance.getMetrics');
    return metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0;
  };
}
