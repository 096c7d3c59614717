import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { describeConsoleMessage } from './console-errors';

const BLOCKING = new Set(['serious', 'critical']);
const UNREADY_VIEWS = '[data-view-state]:not([data-view-state="2"])';

/**
 * Waits until every remote view on the page has loaded and hydrated and draws its texts from its whole
 * dictionaries, as for a player about to act (their first focus asks for them), so axe sees what a player sees.
 */
export async function waitForViews(page: Page): Promise<void> {
  await expect(page.locator('[data-view-state]').first()).toBeAttached();
  await expect(page.locator(UNREADY_VIEWS))
    .toHaveCount(0, { timeout: 20_000 })
    .catch(async (error: unknown) => {
      throw new Error(`${await describeUnready(page)}\n${String(error)}`);
    });
  await page.evaluate(() => document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
  await expect(page.locator('[data-remote-root]:not([data-texts="whole"])')).toHaveCount(0, { timeout: 20_000 });
}

/**
 * Where the page is, which of its views are not ready and in which state, and what the page reported since it
 * opened: what a failed wait needs to say.
 */
async function describeUnready(page: Page): Promise<string> {
  const views = await page
    .locator(UNREADY_VIEWS)
    .evaluateAll((elements) =>
      elements.map(
        (element) =>
          `${element.querySelector('[data-remote-view]')?.getAttribute('data-remote-view') ?? '?'}=${element.getAttribute('data-view-state')}`,
      ),
    );
  const errors = (await page.pageErrors({ filter: 'since-navigation' })).map((error) => `page error: ${error.message}`);
  const messages = (await page.consoleMessages({ filter: 'since-navigation' }))
    .filter((message) => message.type() === 'error' || message.type() === 'warning')
    .map((message) => `console ${message.type()}: ${describeConsoleMessage(message)}`);
  return [`views not ready on ${page.url()}: ${views.join(', ') || 'none'}`, ...errors, ...messages].join('\n');
}

/**
 * Runs axe over the page as it is: a serious or critical violation fails the test; the others are noted on the
 * test (they show in the report) so they stay visible until fixed.
 */
export async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  // The default mode gathers each frame's results in a blank page it opens and fills with axe again, half of a
  // scan's time; the site's pages frame nothing of another origin, which is all that mode adds. Only the
  // violations are read: axe skips building the passes and the undecided.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  const describe = (violation: (typeof violations)[number]) =>
    `${violation.impact ?? 'unknown'} ${violation.id}: ${violation.help} — ${violation.nodes
      .slice(0, 3)
      .map((node) => node.target.join(' '))
      .join(' ; ')}`;
  for (const violation of violations.filter((item) => !BLOCKING.has(item.impact ?? ''))) {
    test.info().annotations.push({ type: 'axe', description: `${label}: ${describe(violation)}` });
  }
  const blocking = violations.filter((item) => BLOCKING.has(item.impact ?? '')).map(describe);
  expect(blocking, `serious or critical accessibility violations on ${label}`).toEqual([]);
}
