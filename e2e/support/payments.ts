import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

/** How long a payment may take to settle: the test provider's webhooks arrive through a retried queue. */
export const SETTLES = { timeout: 25_000 };

export async function mainBalance(page: Page): Promise<string> {
  const answer = await page.request.get(`${baseUrl()}/web-api/user/accounts`);
  const data = (await answer.json()) as { all_accounts: { type: number; money: string }[] };
  return data.all_accounts.find((account) => account.type === 0)?.money ?? 'none';
}

export async function paymentOf(page: Page, id: string): Promise<{ status: string }> {
  const answer = await page.request.get(`${baseUrl()}/web-api/payments/${id}`);
  return ((await answer.json()) as { payment: { status: string } }).payment;
}

/** A completed card deposit made through the calls the pages make, for the withdrawal journeys. */
export async function depositByCard(page: Page, amount: string) {
  const answer = await page.request.post(`${baseUrl()}/web-api/payments/deposits`, {
    headers: XHR,
    data: { methodCode: 'card', amount, requestId: `e2e-${Date.now()}-${amount}`, language: 'ru' },
  });
  expect(answer.status()).toBe(201);
  const { payment, redirectUrl } = (await answer.json()) as { payment: { id: string }; redirectUrl: string };
  await page.request.post(`${baseUrl()}${redirectUrl}`, {
    form: { decision: 'approve', cardNumber: '4242424242424242', expiry: '12/39' },
    maxRedirects: 0,
  });
  await expect.poll(async () => (await paymentOf(page, payment.id)).status, SETTLES).toBe('completed');
}
