import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { createPlayer } from '../support/admin';
import { waitForViews } from '../support/axe';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';

// Each choice reloads the page: a few full page loads a test.
test.setTimeout(120_000);

/** A game's start as the site writes it: day and month, then the time, in a whole-hour zone and a clock. */
function startText(iso: string, lng: 'en' | 'ru', hours: number, is12h: boolean): string {
  const timeZone = hours === 0 ? 'UTC' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
  const text = new Intl.DateTimeFormat(lng === 'ru' ? 'ru-RU' : 'en-GB', {
    ...(lng === 'ru' ? { day: '2-digit', month: '2-digit' } : { day: 'numeric', month: 'short' }),
    hour: is12h ? 'numeric' : '2-digit',
    minute: '2-digit',
    hourCycle: is12h ? 'h12' : 'h23',
    timeZone,
  }).format(new Date(iso));
  return lng === 'ru' ? text.replace(', ', ' ') : text;
}

/** The first game start on the line page, found again by its instant after every reload. */
async function firstStart(page: Page): Promise<{ iso: string; time: () => Locator }> {
  const first = page.locator('main time[datetime]').first();
  await expect(first).toBeVisible();
  const iso = (await first.getAttribute('datetime')) ?? '';
  return { iso, time: () => page.locator(`main time[datetime="${iso}"]`).first() };
}

/** Chooses once the views have hydrated: a choice made on the server's markup alone has no one to hear it. */
async function choose(page: Page, label: string, value: string): Promise<void> {
  await waitForViews(page);
  const reloaded = page.waitForEvent('load');
  await page.getByRole('combobox', { name: label, exact: true }).selectOption(value);
  await reloaded;
}

test('a visitor switches to UTC−5 and a 12-hour clock, and a game’s start time follows, kept a day', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${baseUrl()}/en/line`);
  const start = await firstStart(page);
  await expect(start.time()).toHaveText(startText(start.iso, 'en', 3, false));

  await choose(page, 'Time zone', '-5');
  await expect(start.time()).toHaveText(startText(start.iso, 'en', -5, false));
  await choose(page, 'Clock', '12');
  await expect(start.time()).toHaveText(startText(start.iso, 'en', -5, true));
  await expect(page.getByRole('combobox', { name: 'Time zone', exact: true })).toHaveValue('-5');
  await page.screenshot({ path: test.info().outputPath('time-preferences-en.png') });

  const jar = Object.fromEntries((await page.context().cookies()).map((cookie) => [cookie.name, cookie]));
  expect(jar.tzo?.value).toBe('-5');
  expect(jar.is12h?.value).toBe('1');
  const dayFromNow = Date.now() / 1000 + 86_400;
  expect(Math.abs((jar.tzo?.expires ?? 0) - dayFromNow)).toBeLessThan(120);

  await page.goto(`${baseUrl()}/ru/line`);
  const russian = await firstStart(page);
  await expect(russian.time()).toHaveText(startText(russian.iso, 'ru', -5, true));
});

test('a visitor who allowed only necessary cookies is told the choice cannot be kept', async ({ page }) => {
  await page.context().addCookies([{ name: 'cookies_agree_type', value: '1', url: baseUrl() }]);
  await page.goto(`${baseUrl()}/ru/line`);
  await waitForViews(page);
  await page.getByRole('combobox', { name: 'Часовой пояс', exact: true }).selectOption('9');
  await expect(page.getByText('Разрешите cookie настроек')).toBeVisible();
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('tzo');
});

test('a player’s choice is stored on the account and follows them to another browser', async ({ browser, request }) => {
  const session = await createPlayer(request, baseUrl(), adminToken());
  const first = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await first.addCookies([session]);
  const page = await first.newPage();
  await page.goto(`${baseUrl()}/ru/line`);
  await choose(page, 'Часовой пояс', '9');
  await choose(page, 'Формат времени', '12');
  await page.screenshot({ path: test.info().outputPath('time-preferences-ru-phone.png'), fullPage: true });
  expect((await first.cookies()).map((cookie) => cookie.name)).not.toContain('tzo');
  await first.close();

  const second = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await second.addCookies([session]);
  const other = await second.newPage();
  await other.goto(`${baseUrl()}/ru/line`);
  const start = await firstStart(other);
  await expect(start.time()).toHaveText(startText(start.iso, 'ru', 9, true));
  await second.close();
});
