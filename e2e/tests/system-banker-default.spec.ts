import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import en from '../../apps/platform/src/dictionaries/data/coupon/en.json' with { type: 'json' };
import ru from '../../apps/platform/src/dictionaries/data/coupon/ru.json' with { type: 'json' };
import { admin, createPlayer } from '../support/admin';
import { startPlatform } from '../support/start-platform';
import type { RunningPlatform } from '../support/start-platform';

// "System banker on by default" is a site-wide operator setting, so these coupons get a platform of their own.
let platform: RunningPlatform;
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);
test.beforeAll(async () => {
  test.setTimeout(120_000);
  platform = await startPlatform();
});
test.afterAll(async () => {
  await platform.stop();
});

const PICKS = 4;

/** Adds the first offered odd of each of the first games of the football line, until the coupon has taken each. */
async function addLinePicks(page: Page, lng: 'ru' | 'en'): Promise<void> {
  await page.goto(`${platform.url}/${lng}/line/1-football`);
  for (let index = 0; index < PICKS; index += 1) {
    const odd = page.locator('main [data-game-id]').nth(index).locator('button[data-selection-id]:not([disabled])');
    await expect(async () => {
      if ((await odd.first().getAttribute('aria-pressed')) !== 'true') await odd.first().click();
      await expect(odd.first()).toHaveAttribute('aria-pressed', 'true', { timeout: 2000 });
    }).toPass({ timeout: 20_000 });
  }
}

async function openCoupon(page: Page, texts: typeof ru, width: number): Promise<Locator> {
  if (width >= 1100) return page.getByRole('complementary').getByRole('region', { name: texts['coupon.title'] });
  await page.getByRole('button', { name: texts['coupon.quick.open'].replace('{{count}}', String(PICKS)) }).click();
  return page.getByRole('dialog', { name: texts['coupon.title'] });
}

async function systemBankers(page: Page, lng: 'ru' | 'en', width: number, height: number): Promise<boolean[]> {
  const texts = lng === 'ru' ? ru : en;
  await page.setViewportSize({ width, height });
  await addLinePicks(page, lng);
  const coupon = await openCoupon(page, texts, width);
  await coupon.getByRole('combobox', { name: texts['coupon.type.label'] }).selectOption('2');
  const bankers = coupon.getByRole('checkbox', { name: texts['coupon.bet.banker'] });
  await expect(bankers).toHaveCount(PICKS);
  await bankers.first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath(`system-banker-${lng}-${width}.png`) });
  return Promise.all((await bankers.all()).map((banker) => banker.isChecked()));
}

for (const [lng, width, height] of [
  ['ru', 390, 844],
  ['en', 390, 844],
  ['ru', 1440, 900],
  ['en', 1440, 900],
] as const) {
  test(`in ${lng} at ${width}px, a system coupon starts with its first pick as the banker when the operator sets it`, async ({
    browser,
    request,
  }) => {
    await admin(request, platform.url, platform.adminToken, 'PUT', '/settings/isSystemBankerOnByDefault', {
      value: true,
    });
    const context = await browser.newContext();
    await context.addCookies([await createPlayer(request, platform.url, platform.adminToken, { balance: '1000.00' })]);
    const page = await context.newPage();
    expect(await systemBankers(page, lng, width, height)).toEqual([true, false, false, false]);
    await context.close();
  });
}

test('without the setting, a system coupon starts with no banker', async ({ browser, request }) => {
  await admin(request, platform.url, platform.adminToken, 'DELETE', '/settings/isSystemBankerOnByDefault');
  const context = await browser.newContext();
  await context.addCookies([await createPlayer(request, platform.url, platform.adminToken, { balance: '1000.00' })]);
  const page = await context.newPage();
  expect(await systemBankers(page, 'ru', 1440, 900)).toEqual([false, false, false, false]);
  await context.close();
});
