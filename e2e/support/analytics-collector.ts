import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

interface Collected {
  page: string | null;
  name: string;
  [field: string]: unknown;
}

/**
 * Every event the page sends to the platform's collector, with the page it was recorded on; and the answers.
 * Watched on the context: a batch sent as the page unloads belongs to no page any more.
 */
export function watchCollector(page: Page) {
  const events: Collected[] = [];
  const statuses: number[] = [];
  page.context().on('request', (request) => {
    if (!request.url().endsWith('/web-api/analytics/events')) return;
    const batch = request.postDataJSON() as { page: string | null; events: { name: string }[] };
    for (const event of batch.events) events.push({ page: batch.page, ...event });
  });
  page.context().on('response', (response) => {
    if (response.url().endsWith('/web-api/analytics/events')) statuses.push(response.status());
  });
  return { events, statuses };
}

/** Lets the page's timers run on: the collector loads after 10 s and sends what waited 5 s later. */
export async function waitForEvents(page: Page, events: Collected[], expected: Partial<Collected>[]) {
  await expect
    .poll(
      async () => {
        await page.clock.fastForward(5_000);
        return events;
      },
      { timeout: 20_000 },
    )
    .toEqual(expect.arrayContaining(expected.map((event) => expect.objectContaining(event))));
}
