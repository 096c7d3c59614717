import { expect, test } from '@playwright/test';
import { createPlayer } from '../support/admin';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';

test('a player adds, switches and removes a currency account', async ({ page, context, request }) => {
  await context.addCookies([await createPlayer(request, baseUrl(), adminToken(), { balance: '1500.25' })]);
  await page.goto(`${baseUrl()}/en/office/wallets`);
  const accounts = page.getByRole('list', { name: 'Your accounts' });
  const rub = accounts.getByRole('listitem').filter({ hasText: 'Main account RUB' });
  await expect(rub).toContainText('1\u00a0500.25\u00a0₽');
  await expect(rub).toContainText('Active');

  await page.getByLabel('Open an account in').selectOption({ label: 'USD — US dollar' });
  await page.getByRole('button', { name: 'Open account' }).click();
  const usd = accounts.getByRole('listitem').filter({ hasText: 'USD account' });
  await expect(usd).toContainText('0.00\u00a0$');

  await usd.getByRole('button', { name: 'Make USD active' }).click();
  await expect(page.getByRole('status').filter({ hasText: /will be set as active/ })).toBeVisible();
  await expect(usd).toContainText('Active');

  await rub.getByRole('button', { name: 'Make RUB active' }).click();
  await expect(rub).toContainText('Active');
  await usd.getByRole('button', { name: 'Close USD account' }).click();
  await expect(usd).toHaveCount(0);
  await expect(page.getByLabel('Open an account in')).toContainText('USD — US dollar');
});

test('changed terms refuse account calls with 451 until confirmed, then return to the remembered page', async ({
  page,
  context,
  request,
}) => {
  await context.addCookies([await createPlayer(request, baseUrl(), adminToken(), { termsVersion: 0 })]);
  await page.goto(`${baseUrl()}/en/office/wallets`);
  await expect(page).toHaveURL(/\/en\/user\/confirm-terms$/);

  const refused = await page.request.post(`${baseUrl()}/web-api/office/account/currency/add`, {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    data: { currency_id: 2 },
  });
  expect(refused.status()).toBe(451);
  expect((await refused.json()).error.exception_code).toBe(1);

  await page.goto(`${baseUrl()}/en/user/confirm-terms?return-url=/en/office/wallets`);
  await expect(page).toHaveURL(/\/en\/user\/confirm-terms$/);
  const accept = page.getByRole('button', { name: 'Accept and continue' });
  await expect(accept).toBeDisabled();
  await page.getByLabel('I have read and accept the updated terms').check();
  await accept.click();
  await expect(page).toHaveURL(/\/en\/office\/wallets$/);
  await expect(page.getByRole('list', { name: 'Your accounts' })).toBeVisible();
});
