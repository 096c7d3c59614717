import { expect, test } from '@playwright/test';
import { createPlayer } from '../support/admin';
import { addToCoupon, lineSelection } from '../support/coupon';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';

test('a player places a single from the quick coupon bar on a phone', async ({ browser, request }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addCookies([await createPlayer(request, baseUrl(), adminToken(), { balance: '1000.00' })]);
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/en`);
  const bet = await lineSelection(request);
  await addToCoupon(page, bet);

  const bar = page.getByRole('button', { name: /Open the coupon: 1/ });
  await expect(bar).toBeVisible();
  await expect(bar).toContainText(bet.market.coef);
  await expect(page.locator('body')).toHaveClass(/quick-coupon-visible/);
  await page.screenshot({ path: test.info().outputPath('quick-bar-390.png') });

  await bar.click();
  const coupon = page.getByRole('dialog', { name: 'Coupon' });
  await expect(coupon.getByText(`${bet.game.opponents[0]} — ${bet.game.opponents[1]}`)).toBeVisible();
  await coupon.getByRole('button', { name: 'Place a bet' }).click();
  const success = coupon.getByRole('status').filter({ hasText: 'Bet accepted' });
  await expect(success).toBeVisible();
  await expect(success).toContainText('150.00');
  await expect(success).toContainText(`Total odds${bet.market.coef}`);
  await expect(page.getByRole('banner')).toContainText('850.00 ₽');
  await expect(success.getByRole('link', { name: 'My open bets' })).toHaveAttribute('href', '/en/user/opened-bets');
  await page.screenshot({ path: test.info().outputPath('placed-390.png') });
  await context.close();
});

test('the desktop column shows the coupon and keeps its settings', async ({ browser, request }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/en`);
  const coupon = page.getByRole('complementary').getByRole('region', { name: 'Coupon' });
  await expect(coupon).toContainText('Add selections to the coupon');

  const bet = await lineSelection(request);
  await addToCoupon(page, bet);
  await expect(coupon.getByRole('button', { name: 'Place a bet' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Open the coupon/ })).toHaveCount(0);

  await coupon.getByRole('button', { name: 'Coupon settings' }).click();
  await coupon.getByRole('radio', { name: 'Ask me every time' }).check();
  await coupon.getByRole('button', { name: 'Increase the amount by 100' }).click();
  await expect(coupon.getByRole('textbox', { name: 'Amount, RUB' })).toHaveValue('250');
  await page.screenshot({ path: test.info().outputPath('column-1280.png') });

  await page.reload();
  await expect(coupon.getByText(`${bet.game.opponents[0]} — ${bet.game.opponents[1]}`)).toBeVisible();
  await coupon.getByRole('button', { name: 'Coupon settings' }).click();
  await expect(coupon.getByRole('radio', { name: 'Ask me every time' })).toBeChecked();

  await coupon.getByRole('button', { name: 'Place a bet' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await context.close();
});

test('a player stakes a coupon under one of their promo codes, which is then spent', async ({ browser, request }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([await createPlayer(request, baseUrl(), adminToken(), { balance: '1000.00' })]);
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/en`);
  await addToCoupon(page, await lineSelection(request));
  const coupon = page.getByRole('complementary').getByRole('region', { name: 'Coupon' });

  const picker = coupon.getByRole('combobox', { name: 'My promo codes' });
  await expect(picker.getByRole('option')).toHaveText(['No promo code', 'EXPRESS5', 'WELCOME']);
  await picker.selectOption('WELCOME');
  await page.screenshot({ path: test.info().outputPath('promo-1280.png') });
  await coupon.getByRole('button', { name: 'Place a bet' }).click();
  await expect(coupon.getByRole('status').filter({ hasText: 'Bet accepted' })).toBeVisible();

  const opened = await context.request.get(`${baseUrl()}/web-api/bets/opened`);
  expect(((await opened.json()) as { coupons: { promoCode: string | null }[] }).coupons[0]?.promoCode).toBe('WELCOME');
  await coupon.getByRole('button', { name: 'Keep the bets' }).click();
  await expect(picker.getByRole('option')).toHaveText(['No promo code', 'EXPRESS5']);
  await context.close();
});
