import { expect, test } from '@playwright/test';
import type { Page, Route } from '@playwright/test';
import { offerInstall } from '../support/install-offer';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1',
};

/** Waits until the page's applications have hydrated their server markup, so its effects and listeners run. */
const hydrated = (page: Page) => expect(page.locator('[data-view-state="2"]').first()).toBeAttached();

const scrollTo = (page: Page, top: number) => page.evaluate((y) => window.scrollTo(0, y), top);

/**
 * Scrolls well past `screens` screens and back short of them, checking the button each side of the line. Not to the
 * pixel: the windowed game list moves the scroll position by a row's worth as it measures the rows it draws.
 */
async function expectScrollButtonAfter(page: Page, screens: number) {
  const { innerHeight, scrollHeight } = await page.evaluate(() => ({
    innerHeight: window.innerHeight,
    scrollHeight: document.documentElement.scrollHeight,
  }));
  const line = innerHeight * screens;
  const margin = 200;
  expect(scrollHeight, 'the page is long enough to scroll past the line').toBeGreaterThan(line + innerHeight + margin);
  const button = page.getByRole('button', { name: 'Scroll to the top' });
  await scrollTo(page, line + margin);
  await expect(button).toBeVisible();
  await scrollTo(page, line - margin);
  await expect(button).toBeHidden();
  await scrollTo(page, line + margin);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
}

test('on a desktop the scroll-to-top button comes one screen down and takes the page back up', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${baseUrl()}/en/line`);
  await hydrated(page);
  await expectScrollButtonAfter(page, 1);
});

test('on a phone the scroll-to-top button waits for four screens of scrolling', async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/en/line`);
  await hydrated(page);
  await expectScrollButtonAfter(page, 4);
  await context.close();
});

test('while another betting page loads its games, 16 game placeholders hold their place', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${baseUrl()}/en/line`);
  await hydrated(page);
  const held: Route[] = [];
  await page.route('**/web-api/sportsbook/games?**', (route) => {
    held.push(route);
  });
  await page.getByRole('banner').getByRole('link', { name: 'Live', exact: true }).click();
  const skeleton = page.getByRole('status', { name: 'Loading games' });
  await expect(skeleton).toBeVisible();
  await expect(skeleton).toHaveAttribute('aria-busy', 'true');
  await expect(skeleton.locator(':scope > *')).toHaveCount(16);
  await expect(page.locator('main [data-game-id]')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('games-skeleton-1440.png') });

  await page.unroute('**/web-api/sportsbook/games?**');
  // The page may have given up some of the requests meanwhile (a poll of the page it left).
  for (const route of held) await route.continue().catch(() => undefined);
  await expect(skeleton).toBeHidden();
  await expect(page).toHaveURL(/\/en\/live$/);
  await expect(page.locator('main [data-game-id]').first()).toBeVisible();
});

test('the install offer comes when the browser allows it; “Not now” keeps it away for 3 days', async ({ page }) => {
  const start = new Date('2026-03-02T10:00:00Z').getTime();
  await page.clock.install({ time: start });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${baseUrl()}/en`);
  await hydrated(page);
  const offer = page.getByRole('complementary', { name: 'Install the app' });
  await expect(offer).toBeHidden();
  expect(await offerInstall(page)).toBe(true);
  await expect(offer).toContainText('Install the betfront app');
  await offer.getByRole('button', { name: 'Not now' }).click();
  await expect(offer).toBeHidden();

  await page.clock.setSystemTime(start + 3 * 86_400_000 - 60_000);
  await page.reload();
  await hydrated(page);
  expect(await offerInstall(page)).toBe(false);
  await expect(offer).toBeHidden();

  await page.clock.setSystemTime(start + 3 * 86_400_000 + 60_000);
  await page.reload();
  await hydrated(page);
  expect(await offerInstall(page)).toBe(true);
  await expect(offer).toBeVisible();
  // Declined in the browser's own dialog counts as "not now" too.
  await offer.getByRole('button', { name: 'Install', exact: true }).click();
  await expect(offer).toBeHidden();
  await page.reload();
  await hydrated(page);
  expect(await offerInstall(page)).toBe(false);
});

test('appskip with a number in the address keeps the install offer away; any other value does not', async ({
  page,
}) => {
  await page.goto(`${baseUrl()}/ru?appskip=1`);
  await hydrated(page);
  expect(await offerInstall(page)).toBe(false);
  await expect(page.getByRole('complementary', { name: 'Установить приложение' })).toBeHidden();

  await page.goto(`${baseUrl()}/ru?appskip=yes`);
  await hydrated(page);
  expect(await offerInstall(page)).toBe(true);
  await expect(page.getByRole('complementary', { name: 'Установить приложение' })).toBeVisible();
});
