import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { waitForViews } from '../support/axe';

const baseUrl = () => process.env.BETFRONT_URL ?? '';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/**
 * Scrolls to about `top` and answers where the page settled: a live list changes above the viewport, and the
 * browser's scroll anchoring then moves the position to keep the same games in view.
 */
async function scrollNear(page: Page, top: number): Promise<number> {
  await page.evaluate((y) => window.scrollTo(0, y), top);
  // The position is written into the history entry a moment after scrolling stops.
  await page.waitForTimeout(600);
  return scrollY(page);
}

/** Waits until the page is back at `top`, give or take what a live list's changes shift. */
async function expectBackAt(page: Page, top: number): Promise<void> {
  await expect.poll(async () => Math.abs((await scrollY(page)) - top), { timeout: 10_000 }).toBeLessThan(40);
}

test('Back, Forward and a reload return to where the player was on each page, a new page starts at the top', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/en/line/1-football`);
  await waitForViews(page);
  // Navigations inside the site must not reload the document: this mark would be lost.
  await page.evaluate(() => document.documentElement.setAttribute('data-same-document', 'yes'));
  const listTop = await page.evaluate(() => Math.round((document.documentElement.scrollHeight - innerHeight) / 3));
  expect(listTop).toBeGreaterThan(300);
  const listAt = await scrollNear(page, listTop);
  expect(listAt).toBeGreaterThan(200);

  // A game in view, so the click does not scroll the list first.
  const games = page.locator('main [data-game-id] a[href^="/en/line/1-football/"]');
  const inView = await games.evaluateAll((links) =>
    links.findIndex((link) => {
      const box = link.getBoundingClientRect();
      return box.top > 100 && box.bottom < innerHeight - 100;
    }),
  );
  expect(inView).toBeGreaterThanOrEqual(0);
  const game = games.nth(inView);
  const gamePath = (await game.getAttribute('href')) ?? '';
  await game.click();
  await expect(page).toHaveURL(`${baseUrl()}${gamePath}`);
  await waitForViews(page);
  await expect.poll(() => scrollY(page)).toBe(0);
  await expect(page.locator('main [data-selection-id]').first()).toBeVisible();
  const gameTop = await page.evaluate(() => Math.min(300, document.documentElement.scrollHeight - innerHeight));
  expect(gameTop).toBeGreaterThan(0);
  const gameAt = await scrollNear(page, gameTop);

  await page.goBack();
  await expect(page).toHaveURL(`${baseUrl()}/en/line/1-football`);
  await expectBackAt(page, listAt);

  await page.goForward();
  await expect(page).toHaveURL(`${baseUrl()}${gamePath}`);
  await expectBackAt(page, gameAt);

  await page.goBack();
  await expectBackAt(page, listAt);
  await expect(page.locator('html')).toHaveAttribute('data-same-document', 'yes');

  // The browser no longer restores on its own: a reload must still come back to the same place.
  await page.reload();
  await waitForViews(page);
  await expectBackAt(page, listAt);
  await context.close();
});
