import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { createPlayer } from '../support/admin';
import { watchConsoleErrors } from '../support/console-errors';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';

/** Opens a casino page and waits until the casino application has hydrated it, so its buttons answer clicks. */
async function openCasino(page: Page, path: string) {
  await page.goto(`${baseUrl()}${path}`);
  const casino = page.locator('[data-view-state]').filter({ has: page.locator('[data-remote-view="casino"]') });
  await expect(casino).toHaveAttribute('data-view-state', '2');
}

const tiles = (page: Page, list: string) => page.getByRole('list', { name: list }).getByRole('article');

test('a visitor browses the lobby, a category and a sub-category, searches and filters by provider', async ({
  page,
}) => {
  const errors = watchConsoleErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openCasino(page, '/en/casino-lobby');
  await expect(page.getByRole('heading', { level: 1, name: 'Casino' })).toBeVisible();
  const popular = page.getByRole('region', { name: 'Popular' });
  await expect(popular.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Providers' }).getByRole('link').first()).toBeVisible();
  const first = popular.getByRole('article').first().getByRole('link').first();
  await expect(first).toHaveAttribute('href', /^\/en\/game\/\d+\/[a-z0-9-]+$/);

  await page.getByRole('navigation', { name: 'Casino categories' }).getByRole('link', { name: 'Slots' }).click();
  await expect(page).toHaveURL(/\/en\/slots$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
  // A page of 24 games; a desktop whose screen reaches the end of the list loads the next page by itself.
  await expect.poll(() => tiles(page, 'Slots').count()).toBeGreaterThanOrEqual(24);

  await page
    .getByRole('navigation', { name: 'Slots: categories' })
    .getByRole('link', { name: 'Megaways slots' })
    .click();
  await expect(page).toHaveURL(/\/en\/slots\/megaways$/);
  const megaways = tiles(page, 'Megaways slots');
  await expect(megaways.first()).toBeVisible();
  const count = await megaways.count();
  for (let index = 0; index < count; index += 1) {
    await expect(megaways.nth(index).getByRole('list', { name: 'Tags' })).toContainText('Megaways');
  }

  // On a phone a page of games is far longer than the screen, so the list's first page does not load the next.
  await page.setViewportSize({ width: 390, height: 844 });
  await openCasino(page, '/en/slots');
  const more = page.getByRole('button', { name: 'Show more' });
  await more.click();
  // The button's page; scrolling to the button may bring the list's end within the look-ahead, and the page
  // after it with it.
  await expect(page).toHaveURL(/shown=(48|72)$/);
  await expect(more).toHaveAttribute('aria-busy', 'false');
  const shown = new URL(page.url()).searchParams.get('shown') ?? '';
  await expect(tiles(page, 'Slots')).toHaveCount(Number(shown));
  const deep = tiles(page, 'Slots').nth(30);
  await deep.scrollIntoViewIfNeeded();
  const place = await page.evaluate(() => window.scrollY);
  await deep.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/en\/game\//);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`shown=${shown}$`));
  await expect(tiles(page, 'Slots')).toHaveCount(Number(shown));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(place - 50);

  await openCasino(page, '/en/casino-search');
  const box = page.getByRole('searchbox', { name: 'Game or provider name' });
  await box.fill('pharaoh');
  await expect(page).toHaveURL(/q=pharaoh/);
  const results = tiles(page, 'Search results');
  await expect(results.first()).toContainText(/pharaoh/i);
  await box.fill('фараон');
  await expect(results.first()).toContainText(/pharaoh/i);
  await box.fill('velvet');
  await expect(results.first()).toContainText('Velvet Table Live');

  await openCasino(page, '/en/providers');
  await page.getByRole('link', { name: /Velvet Table Live/ }).click();
  await expect(page).toHaveURL(/\/en\/providers\/velvet-table$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Velvet Table Live');
  const byProvider = tiles(page, await page.getByRole('heading', { level: 1 }).innerText());
  await expect(byProvider.first()).toBeVisible();
  for (const text of await byProvider.allInnerTexts()) expect(text).toContain('Velvet Table Live');

  await page.goto(`${baseUrl()}/en/casino-lobby`);
  const heart = popular
    .getByRole('article')
    .first()
    .getByRole('link', { name: /^Log in to keep/ });
  await expect(heart).toHaveAttribute('href', '/en/my-casino/authorization');
  expect(errors).toEqual([]);
});

test('a player’s favourite game is still there after a reload and on my casino', async ({ browser, request }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addCookies([await createPlayer(request, baseUrl(), adminToken())]);
  const page = await context.newPage();
  await openCasino(page, '/ru/crash-games');
  const game = tiles(page, 'Краш-игры').first();
  const name = await game.getAttribute('aria-label');
  const heart = game.getByRole('button', { name: `«${name}» в избранном` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(
    page.locator('[data-view-state="2"]').filter({ has: page.locator('[data-remote-view="casino"]') }),
  ).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await openCasino(page, '/ru/my-casino/favorites');
  const favorites = tiles(page, 'Избранные игры');
  await expect(favorites).toHaveCount(1);
  await expect(favorites.first()).toHaveAttribute('aria-label', name ?? '');
  const kept = favorites.first().getByRole('button', { name: `«${name}» в избранном` });
  await expect(kept).toHaveAttribute('aria-pressed', 'true');
  await kept.click();
  await expect(kept).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(page.getByText('Избранных игр пока нет')).toBeVisible();
  await context.close();
});

for (const lng of ['ru', 'en'] as const) {
  for (const viewport of [
    { name: 'phone', width: 390, height: 844 },
    { name: 'desktop', width: 1440, height: 900 },
  ]) {
    test(`the casino pages fit a ${viewport.name} in ${lng}`, async ({ browser, request }) => {
      const context = await browser.newContext({ viewport });
      await context.addCookies([await createPlayer(request, baseUrl(), adminToken())]);
      const page = await context.newPage();
      for (const path of [
        'casino-lobby',
        'slots/jackpots',
        'casino-search?q=gold',
        'providers',
        'my-casino/recommended',
      ]) {
        await openCasino(page, `/${lng}/${path}`);
        await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
        const eager = page.locator('img[loading="eager"]');
        for (const image of await eager.all()) await expect(image).toHaveJSProperty('complete', true);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0);
        const file = `casino-${path.replace(/[/?=]/g, '-')}-${lng}-${viewport.name}.png`;
        await page.screenshot({ path: test.info().outputPath(file) });
      }
      await context.close();
    });
  }
}
