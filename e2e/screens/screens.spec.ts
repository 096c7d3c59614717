import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPlayer } from '../support/admin';
import { waitForViews } from '../support/axe';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';
/** The folder the pictures go to: `SCREENS_DIR`, else `screens/` at the repository's root (not committed). */
const folder = process.env.SCREENS_DIR ?? join(dirname(fileURLToPath(import.meta.url)), '../../screens');

/** `SCREENS_THEME=dark` (or `system`) pictures the screens in that theme, its name added to each file. */
const theme = process.env.SCREENS_THEME ?? 'light';
const THEME_COOKIE: Readonly<Record<string, string>> = { light: '0', dark: '1', system: '2' };

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

/** The main screens, each a path after the language; the coupon is made by its own step. */
const SCREENS = [
  { name: 'home', path: '' },
  { name: 'live', path: '/live' },
  { name: 'line-football', path: '/line/1-football' },
  { name: 'office-home', path: '/office/menu' },
  { name: 'casino-lobby', path: '/casino-lobby' },
  { name: 'promotion', path: '/promotions/express-boost' },
] as const;

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForViews(page);
  // Prices and balances the page asks for after it shows.
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: join(folder, `${name}.png`), fullPage: false });
}

/** The first game of the football line: its page. */
async function openFirstGame(page: Page, lng: string) {
  await open(page, `/${lng}/line/1-football`);
  const href = await page.locator('main [data-game-id] a[href*="/line/1-football/"]').first().getAttribute('href');
  expect(href).not.toBeNull();
  await open(page, href ?? '');
}

/** Three prices of three games of the football line into the coupon. */
async function pickThree(page: Page, lng: string) {
  await open(page, `/${lng}/line/1-football`);
  const games = page.locator('main [data-game-id]');
  for (let index = 0; index < 3; index += 1) {
    const odd = games.nth(index).locator('button[data-selection-id]:not([disabled])').first();
    await expect(async () => {
      if ((await odd.getAttribute('aria-pressed')) !== 'true') await odd.click();
      await expect(odd).toHaveAttribute('aria-pressed', 'true', { timeout: 2000 });
    }).toPass({ timeout: 20_000 });
  }
}

test('the main screens at a phone and a desktop size, in Russian and English', async ({ browser, request }) => {
  await mkdir(folder, { recursive: true });
  const context = await browser.newContext({ baseURL: baseUrl() });
  await context.addCookies([
    await createPlayer(request, baseUrl(), adminToken(), { balance: '1000' }),
    { name: 'app_theme', value: THEME_COOKIE[theme] ?? '0', url: baseUrl() },
  ]);
  const page = await context.newPage();
  for (const lng of ['ru', 'en']) {
    for (const size of SIZES) {
      await page.setViewportSize(size);
      const suffix = `${lng}-${size.name}${theme === 'light' ? '' : `-${theme}`}`;
      for (const screen of SCREENS) {
        await open(page, `/${lng}${screen.path}`);
        await shoot(page, `${screen.name}-${suffix}`);
      }
      await openFirstGame(page, lng);
      await shoot(page, `game-${suffix}`);
      await pickThree(page, lng);
      if (size.name === 'phone') {
        await page.getByRole('button', { name: lng === 'ru' ? /Открыть купон/ : /Open the coupon/ }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
      }
      await shoot(page, `coupon-3-picks-${suffix}`);
      await page.evaluate(() => localStorage.clear());
    }
  }
  await context.close();
});
