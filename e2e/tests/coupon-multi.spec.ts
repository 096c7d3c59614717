import { expect, test } from '@playwright/test';
import { createPlayer } from '../support/admin';
import { addAllToCoupon, lineSelections } from '../support/coupon';
import { shootWidths } from '../support/screenshots';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';

test('a multi of three picks becomes three coupons, listed in the success view', async ({ browser, request }) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addCookies([await createPlayer(request, baseUrl(), adminToken(), { balance: '1000.00' })]);
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/en`);
  const coupon = page.getByRole('complementary').getByRole('region', { name: 'Coupon' });
  const picks = await lineSelections(request, 3);
  await addAllToCoupon(page, coupon, picks);

  await coupon.getByRole('combobox', { name: 'Coupon type' }).selectOption({ label: 'Multi' });
  await expect(coupon.getByText('Stake', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText(/450/);
  await shootWidths(page, 'coupon-multi-en');
  await coupon.getByRole('button', { name: 'Place a bet' }).click();
  const success = coupon.getByRole('status').filter({ hasText: 'Bets accepted: 3 coupons' });
  await expect(success).toBeVisible();
  // One item a coupon, each listing its pick.
  await expect(success.locator('ol > li')).toHaveCount(3);
  for (const pick of picks) {
    await expect(success).toContainText(`${pick.game.opponents[0]} — ${pick.game.opponents[1]}`);
  }
  await expect(page.getByRole('banner')).toContainText('550.00 ₽');
  await shootWidths(page, 'coupon-multi-placed-en');

  const opened = await context.request.get(`${baseUrl()}/web-api/bets/opened`);
  const { coupons } = (await opened.json()) as { coupons: { totalStake: string; bets: unknown[] }[] };
  expect(coupons.map((placed) => [placed.totalStake, placed.bets.length])).toEqual([
    ['150.00', 1],
    ['150.00', 1],
    ['150.00', 1],
  ]);
  await context.close();
});
