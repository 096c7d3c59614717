import { expect, test } from '@playwright/test';
import { admin } from '../support/admin';
import { readCookieJar } from '../support/cookie-jar';
import { startPlatform } from '../support/start-platform';
import type { RunningPlatform } from '../support/start-platform';

// The age question is a site-wide operator setting, so these journeys get a platform of their own.
let platform: RunningPlatform;
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);
test.beforeAll(async () => {
  platform = await startPlatform();
});
test.afterAll(async () => {
  await platform.stop();
});

const DAY = 86_400;

test('a visitor answers the 18+ question before the site, once for 3 days; a decline leaves', async ({
  browser,
  request,
}) => {
  await admin(request, platform.url, platform.adminToken, 'PUT', '/settings/ageConfirmation', { value: 'local' });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addCookies([{ name: 'cookies_agree_type', value: '4', url: platform.url }]);
  const page = await context.newPage();
  await page.goto(`${platform.url}/ru/line`);
  const dialog = page.getByRole('dialog', { name: 'Вам уже исполнилось 18 лет?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button')).toHaveCount(2);
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('age-ru-phone.png') });

  await dialog.getByRole('button', { name: 'Да, мне есть 18' }).click();
  await expect(dialog).toBeHidden();
  const until = Number(await page.evaluate(() => localStorage.getItem('bf_age_confirmed')));
  expect(Math.abs(until - (Date.now() + 3 * DAY * 1000))).toBeLessThan(120_000);
  await page.reload();
  await expect(page.locator('main')).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(page.getByRole('dialog', { name: 'Вам уже исполнилось 18 лет?' })).toBeHidden();
  await context.close();

  const other = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await other.goto(`${platform.url}/en`);
  const question = other.getByRole('dialog', { name: 'Are you 18 or older?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'No, leave the site' }).click();
  await expect(other).toHaveURL('about:blank');
  await other.close();
  await admin(request, platform.url, platform.adminToken, 'DELETE', '/settings/ageConfirmation');
});

test('a partner’s landing URL sets the partner cookies, and the registration that follows is the partner’s', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const tag = `e2e${Date.now()}`;
  await page.goto(
    `${platform.url}/en?btag=${tag}&promocode=WELCOME10&affid=4401&subid=mail-7&click_id=c77&pb=1&r=Ab12cd`,
  );
  const { expectKept: expectLifetime } = await readCookieJar(context);
  expectLifetime('btag', tag, 60 * DAY);
  expectLifetime('promocode', 'WELCOME10', 60 * DAY);
  expectLifetime('partner_id', '4401', 60 * DAY);
  expectLifetime('subid', 'mail-7', 60 * DAY);
  expectLifetime('postback_watcher', 'c77', 30 * DAY);
  expectLifetime('short_reflink', 'Ab12cd', 60 * 60);

  await page.goto(`${platform.url}/en/registration`);
  await page.getByRole('button', { name: 'Register' }).first().click();
  await expect(page.getByTestId('registration-password')).toBeVisible();

  const report = (await admin(request, platform.url, platform.adminToken, 'GET', '/partners/report')) as {
    result: { partners: { tag: string | null; partnerId: string | null; signUps: number }[] };
  };
  expect(report.result.partners.find((row) => row.tag === tag)).toMatchObject({ partnerId: '4401', signUps: 1 });
  await context.close();
});
