import { expect, test } from '@playwright/test';
import ru from '../../apps/platform/src/dictionaries/data/coupon/ru.json' with { type: 'json' };
import { admin, createPlayer } from '../support/admin';
import { addFirstLineSelection } from '../support/coupon';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';
// A country no other browser test speaks from: blocking it touches no one else.
const COUNTRY = 'NZ';

test('a bet from a country the operator blocks meanwhile is refused with the reason in Russian, and nothing is taken', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    extraHTTPHeaders: { 'x-country-code': COUNTRY },
  });
  await context.addCookies([await createPlayer(request, baseUrl(), adminToken(), { balance: '1000.00' })]);
  const page = await context.newPage();
  await addFirstLineSelection(page, baseUrl());

  await admin(request, baseUrl(), adminToken(), 'POST', '/blocks', { country: COUNTRY, reason: 13 });
  try {
    const coupon = page.getByRole('complementary').getByRole('region', { name: ru['coupon.title'] });
    await coupon.getByRole('button', { name: ru['coupon.place'] }).click();
    await expect(coupon.getByText(ru['coupon.error.country_blocked'])).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('country-blocked-1440.png') });
  } finally {
    await admin(request, baseUrl(), adminToken(), 'DELETE', `/blocks?country=${COUNTRY}`);
  }
  const opened = await (await context.request.get(`${baseUrl()}/web-api/bets/opened`)).json();
  expect(opened.coupons).toEqual([]);
  await expect(page.getByRole('banner')).toContainText('1 000.00');
  await context.close();
});
