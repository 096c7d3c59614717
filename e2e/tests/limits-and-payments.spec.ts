import { expect, test } from '@playwright/test';
import type { Browser } from '@playwright/test';
import { LIMIT_SERVICE_BASE } from '../../packages/contract/src/limits';
import { createPlayer } from '../support/admin';
import { depositByCard, mainBalance } from '../support/payments';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const DAILY_DEPOSIT_LIMIT = 20;
const SELF_EXCLUSION = 30;

async function playerPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const login = `lp${Date.now()}${Math.floor(Math.random() * 1000)}`;
  await context.addCookies([await createPlayer(context.request, baseUrl(), adminToken(), { login, balance: '0' })]);
  return { context, login, page: await context.newPage() };
}

test('a daily deposit limit refuses a deposit above what it leaves, in the player’s language', async ({ browser }) => {
  const { context, page } = await playerPage(browser, { width: 1440, height: 900 });
  const set = await context.request.post(`${baseUrl()}${LIMIT_SERVICE_BASE}/limits`, {
    headers: { ...XHR, 'x-language': 'ru' },
    data: { limits: [{ limitType: DAILY_DEPOSIT_LIMIT, limitValue: 500 }] },
  });
  expect(set.status()).toBe(200);
  await depositByCard(page, '200');

  await page.goto(`${baseUrl()}/ru/office/recharge`);
  await page.getByRole('radio', { name: 'Банковская карта' }).check();
  await page.getByRole('textbox', { name: /Сумма/ }).fill('800');
  await page.getByRole('button', { name: 'Перейти к оплате' }).click();
  await expect(page.getByText('Лимит депозитов позволяет сейчас внести ещё 300.00.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(`${baseUrl()}/ru/office/recharge`);
  const payments = (await (await context.request.get(`${baseUrl()}/web-api/payments`)).json()) as {
    payments: unknown[];
  };
  expect(payments.payments).toHaveLength(1);

  await page.getByRole('textbox', { name: /Сумма/ }).fill('300');
  await page.getByRole('button', { name: 'Перейти к оплате' }).click();
  await expect(page).toHaveURL(/\/dev\/payments\/checkout\/lp_/);
  await context.close();
});

test('a self-excluded player cannot deposit but can withdraw, on a phone in English', async ({ browser }) => {
  const { context, login, page } = await playerPage(browser, { width: 390, height: 844 });
  await depositByCard(page, '1000');
  const excluded = await context.request.post(`${baseUrl()}${LIMIT_SERVICE_BASE}/limits`, {
    headers: { ...XHR, 'x-language': 'en' },
    data: { limits: [{ limitType: SELF_EXCLUSION, limitValue: 7, reasonId: 2 }] },
  });
  expect(excluded.status()).toBe(200);
  const again = await context.request.post(`${baseUrl()}/web-api/auth/login`, {
    headers: XHR,
    data: { uLogin: login, uPassword: 'secret-pass-1' },
  });
  expect(again.status()).toBe(200);

  await page.goto(`${baseUrl()}/en/office/recharge`);
  await page.getByRole('radio', { name: 'Bank card' }).check();
  await page.getByRole('textbox', { name: /Amount/ }).fill('100');
  await page.getByRole('button', { name: 'Go to payment' }).click();
  await expect(page.getByText(/You have excluded yourself from play: deposits are not taken/)).toBeVisible();

  await page.goto(`${baseUrl()}/en/office/deduce`);
  await page.getByRole('radio', { name: 'Bank card' }).check();
  await page.getByRole('textbox', { name: /Amount/ }).fill('300');
  await page.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(page).toHaveURL(/\/en\/onpay\/withdraw\/pending\?paymentId=\d+/);
  expect(await mainBalance(page)).toBe('700.00');
  await context.close();
});
