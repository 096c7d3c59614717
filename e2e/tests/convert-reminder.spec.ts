import { expect, test } from '@playwright/test';
import { createPlayer } from '../support/admin';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';

test('the office reminds a player once that an empty main account can still change its currency', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    await context.addCookies([await createPlayer(request, baseUrl(), adminToken(), { balance: '0' })]);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/ru/office/menu`);
    const reminder = page.getByRole('complementary', { name: 'Валюта счёта' });
    await expect(reminder).toContainText('вы ещё можете выбрать его валюту');
    await page.screenshot({ path: test.info().outputPath('convert-reminder-ru-390.png') });
    await reminder.getByRole('button', { name: 'Понятно' }).click();
    await expect(reminder).toHaveCount(0);

    const statusRead = page.waitForResponse(/\/office\/account\/convert-status$/);
    await page.reload();
    await statusRead;
    await expect(page.getByTestId('office-balance')).toBeVisible();
    await expect(reminder).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('a player with money in the main account is told once about opening another currency account', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    await context.addCookies([await createPlayer(request, baseUrl(), adminToken(), { balance: '100' })]);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/en/office/menu`);
    const reminder = page.getByRole('complementary', { name: 'Account currency' });
    await expect(reminder).toContainText('open an account in another currency');
    await reminder.getByRole('link', { name: 'Open an account' }).click();
    await expect(page).toHaveURL(/\/en\/office\/wallets$/);

    const statusRead = page.waitForResponse(/\/office\/account\/convert-status$/);
    await page.goto(`${baseUrl()}/en/office/menu`);
    await statusRead;
    await expect(page.getByTestId('office-balance')).toBeVisible();
    await expect(reminder).toHaveCount(0);
  } finally {
    await context.close();
  }
});
