import type { Browser } from '@playwright/test';
import { taskClock } from './task-clock';

export interface BarePage {
  /** Rewrites every coef once and answers the main-thread ms it cost, measured over `settleMs`. */
  tick(settleMs: number): Promise<number>;
  close(): Promise<void>;
}

/**
 * The least a browser can do for an update tick: a page of nothing but `count` odds buttons, each of whose
 * coef text is rewritten in place. It runs in its own browser context, so in its own renderer, and tells how
 * much of the live page's tick is the machine rather than the page.
 */
export async function openBarePage(browser: Browser, count: number): Promise<BarePage> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const buttons = Array.from({ length: count }, () => '<button type="button"><span>1.00</span></button>').join('');
  await page.setContent(`<!doctype html><main>${buttons}</main>`);
  const taskSeconds = await taskClock(page);
  let tick = 0;
  return {
    async tick(settleMs) {
      const before = await taskSeconds();
      tick += 1;
      await page.evaluate(
        `document.querySelectorAll('main span').forEach((span, index) => {
          span.firstChild.nodeValue = (1.01 + ((index + ${tick}) % 900) / 100).toFixed(2);
        })`,
      );
      await page.waitForTimeout(settleMs);
      return ((await taskSeconds()) - before) * 1000;
    },
    close: () => context.close(),
  };
}
