import { expect, test } from '@playwright/test';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { createPlayer } from '../support/admin';
import { waitForViews } from '../support/axe';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';

/** The page background of each theme (tokens.css: --bf-color-bg). */
const LIGHT_BG = 'rgb(238, 241, 245)';
const DARK_BG = 'rgb(15, 23, 32)';

test.setTimeout(90_000);

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

/** The server's page alone: no script runs, so what it paints is the first response's, before any hydration. */
async function serverPage(browser: Browser, from: BrowserContext, colorScheme: 'light' | 'dark' = 'light') {
  const context = await browser.newContext({ javaScriptEnabled: false, colorScheme });
  await context.addCookies(await from.cookies());
  return context;
}

/** The contrast of the page's first link in the main area against the page's background (WCAG's formula). */
const linkContrast = (page: Page) =>
  page.evaluate(() => {
    const luminance = (colour: string) => {
      const [r = 0, g = 0, b = 0] = (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number).map((value) => {
        // color-mix() computes to color(srgb r g b), channels 0–1; rgb() counts to 255.
        const channel = colour.startsWith('color(') ? value : value / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const link = document.querySelector('main a');
    const text = luminance(getComputedStyle(link ?? document.body).color);
    const ground = luminance(getComputedStyle(document.documentElement).backgroundColor);
    return (Math.max(text, ground) + 0.05) / (Math.min(text, ground) + 0.05);
  });

async function chooseTheme(page: Page, label: string, option: string) {
  const saved = page.waitForResponse((response) => response.url().endsWith('/web-api/preferences'));
  await page.getByRole('combobox', { name: label, exact: true }).selectOption({ label: option });
  expect((await saved).ok()).toBe(true);
}

test('a visitor chooses the dark theme in the footer: the page turns dark at once and is dark from its first paint after a reload', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${baseUrl()}/en`);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await background(page)).toBe(LIGHT_BG);

  await chooseTheme(page, 'Theme', 'Dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await background(page)).toBe(DARK_BG);
  const cookie = (await page.context().cookies()).find((each) => each.name === 'app_theme');
  expect(cookie?.value).toBe('1');
  expect(Math.abs((cookie?.expires ?? 0) - (Date.now() / 1000 + 86_400))).toBeLessThan(120);

  const html = await (await page.request.get(`${baseUrl()}/ru/live`)).text();
  expect(html).toContain('<html lang="ru" data-theme="dark">');
  expect(html).toContain('<meta name="color-scheme" content="dark">');

  const noScript = await serverPage(browser, page.context());
  const reloaded = await noScript.newPage();
  await reloaded.goto(`${baseUrl()}/ru/live`);
  expect(await background(reloaded)).toBe(DARK_BG);
  expect(await reloaded.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
  await expect(reloaded.getByRole('combobox', { name: 'Тема', exact: true })).toHaveValue('dark');
  await reloaded.getByRole('contentinfo').screenshot({ path: test.info().outputPath('dark-footer-ru.png') });
  // The brand's green accent is lightened on the dark page: its links read at 4.5:1 or more (WCAG AA).
  expect(await linkContrast(reloaded)).toBeGreaterThanOrEqual(4.5);
  await noScript.close();
});

test('"As on the device" follows the emulated prefers-color-scheme from the first paint, without a script', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${baseUrl()}/ru`);
  await chooseTheme(page, 'Тема', 'Как на устройстве');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'system');
  expect((await page.context().cookies()).find((each) => each.name === 'app_theme')?.value).toBe('2');

  for (const [scheme, expected] of [
    ['dark', DARK_BG],
    ['light', LIGHT_BG],
  ] as const) {
    const noScript = await serverPage(browser, page.context(), scheme);
    const first = await noScript.newPage();
    await first.goto(`${baseUrl()}/ru`);
    expect(await background(first)).toBe(expected);
    await noScript.close();
  }

  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await background(page)).toBe(DARK_BG);
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await background(page)).toBe(LIGHT_BG);
});

test('a visitor who refused preference cookies is told the theme cannot be kept, and no cookie is written', async ({
  page,
}) => {
  await page.context().addCookies([{ name: 'cookies_agree_type', value: '1', url: baseUrl() }]);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${baseUrl()}/en`);
  // A choice made before the footer's view hydrates reaches no handler.
  await waitForViews(page);
  await page.getByRole('combobox', { name: 'Theme', exact: true }).selectOption({ label: 'Dark' });
  await expect(page.getByText('Allow preference cookies in the cookie notice to keep this choice.')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect((await page.context().cookies()).map((each) => each.name)).not.toContain('app_theme');
});

test('a player’s theme is kept on the account: another browser opens dark with no theme cookie', async ({
  page,
  browser,
  request,
}) => {
  const session = await createPlayer(request, baseUrl(), adminToken());
  await page.context().addCookies([session]);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${baseUrl()}/en/office/menu`);
  await chooseTheme(page, 'Theme', 'Dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  const elsewhere = await browser.newContext({ javaScriptEnabled: false });
  await elsewhere.addCookies([session]);
  const other = await elsewhere.newPage();
  await other.goto(`${baseUrl()}/en/office/menu`);
  expect((await elsewhere.cookies()).map((each) => each.name)).not.toContain('app_theme');
  expect(await background(other)).toBe(DARK_BG);
  await elsewhere.close();
});
