import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

const baseUrl = () => process.env.BETFRONT_URL ?? '';

test.use({ storageState: { cookies: [], origins: [] } });

const consentCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'cookies_agree_type');

test('a new visitor is asked once; "only necessary" is kept a year and clears the preference cookies', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.context().addCookies([{ name: 'app_theme', value: '1', url: baseUrl() }]);
  await page.goto(`${baseUrl()}/ru`);
  const banner = page.getByRole('region', { name: 'Файлы cookie на сайте' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Политика cookie' })).toHaveAttribute(
    'href',
    '/ru/information/cookies',
  );

  await banner.getByRole('button', { name: 'Только необходимые' }).click();
  await expect(banner).toBeHidden();
  const cookie = await consentCookie(page);
  expect(cookie?.value).toBe('1');
  const yearFromNow = Date.now() / 1000 + 365 * 86_400;
  expect(Math.abs((cookie?.expires ?? 0) - yearFromNow)).toBeLessThan(120);
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('app_theme');

  await page.reload();
  await expect(page.locator('main')).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(page.getByRole('region', { name: 'Файлы cookie на сайте' })).toBeHidden();
});

test('a visitor chooses analytics without preferences, and the choice is recorded as its type', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${baseUrl()}/en`);
  const banner = page.getByRole('region', { name: 'Cookies on this site' });
  await banner.getByRole('button', { name: 'Choose' }).click();
  await expect(banner.getByRole('switch', { name: 'Necessary (always on)' })).toBeDisabled();
  await banner.getByRole('switch', { name: 'Preferences' }).click();
  await banner.getByRole('switch', { name: 'Analytics' }).click();
  await expect(banner.getByRole('switch', { name: 'Analytics' })).toHaveAttribute('aria-checked', 'true');
  await banner.getByRole('button', { name: 'Save my choice' }).click();
  await expect(banner).toBeHidden();
  expect((await consentCookie(page))?.value).toBe('3');
});

test('the server writes the question into the page of a visitor who has not answered, and only theirs', async ({
  request,
}) => {
  const asked = await (await request.get(`${baseUrl()}/ru/live`)).text();
  expect(asked).toContain('Файлы cookie на сайте');
  expect(asked).toMatch(/<button[^>]*disabled[^>]*>Принять все<\/button>/);
  const answered = await (
    await request.get(`${baseUrl()}/ru/live`, { headers: { cookie: 'cookies_agree_type=1' } })
  ).text();
  expect(answered).not.toContain('Файлы cookie на сайте');
});
