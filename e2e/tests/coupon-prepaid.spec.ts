import { expect, test } from '@playwright/test';
import { admin } from '../support/admin';
import { addAllToCoupon, lineSelections } from '../support/coupon';
import { shootWidths } from '../support/screenshots';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';

test('a player stakes a free bet the operator granted; only its winnings would be paid', async ({
  browser,
  request,
}) => {
  const created = (await admin(request, baseUrl(), adminToken(), 'POST', '/users', {
    login: `freebet${Date.now()}`,
    password: 'secret-pass-1',
    balance: '1000.00',
  })) as { result: { userId: number; cookie: string } };
  await admin(request, baseUrl(), adminToken(), 'POST', '/prepaid-grants', {
    userId: created.result.userId,
    amount: '100',
  });
  const [name = '', value = ''] = created.result.cookie.split('=');
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addCookies([{ name, value, url: baseUrl() }]);
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/ru`);
  const coupon = page.getByRole('complementary').getByRole('region', { name: 'Купон' });
  const picks = await lineSelections(request, 3);
  await addAllToCoupon(page, coupon, picks);
  await shootWidths(page, 'coupon-three-picks-ru');

  const freeBets = coupon.getByRole('checkbox', { name: /Поставить из фрибетов \(доступно 100\.00 RUB/ });
  await freeBets.check();
  await expect(coupon.getByText('Из фрибетов', { exact: true })).toBeVisible();
  await coupon.getByRole('button', { name: 'Сделать ставку' }).click();
  await expect(coupon.getByRole('status')).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('950');

  const opened = await context.request.get(`${baseUrl()}/web-api/bets/opened`);
  const [placed] = ((await opened.json()) as { coupons: { totalStake: string; prepaidAmount: string }[] }).coupons;
  expect(placed).toMatchObject({ totalStake: '150.00', prepaidAmount: '100.00' });
  const limits = await context.request.get(`${baseUrl()}/web-api/bets/limits`);
  expect(await limits.json()).toMatchObject({ availablePrepaidAmount: '0.00', maxPayout: '1000000.00' });
  await context.close();
});
