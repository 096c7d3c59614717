import { expect, test } from '@playwright/test';
import { admin, createPlayer } from '../support/admin';
import { watchConsoleErrors } from '../support/console-errors';
import { shootWidths } from '../support/screenshots';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';
/** A 1×1 PNG, as a phone's photo of a document would start. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a player sends a document, the operator verifies it and the office says so', async ({ browser, request }) => {
  const cookie = await createPlayer(request, baseUrl(), adminToken(), {
    login: `ident${Date.now().toString(36)}`,
    password: 'ident-pass-1',
    unverified: true,
  });
  const context = await browser.newContext();
  await context.addCookies([cookie]);
  const page = await context.newPage();
  const errors = watchConsoleErrors(page);

  await page.goto(`${baseUrl()}/en/office/verification`);
  await expect(page.getByText('Your account is not verified.')).toBeVisible();
  await shootWidths(page, 'identification-en');
  const form = page.getByRole('form', { name: 'Upload a document' });
  await form.getByLabel('Document').selectOption({ label: 'Identity card' });
  await form.getByLabel('Photo or scan of the main page').setInputFiles({
    name: 'id-card.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await form.getByRole('button', { name: 'Send for the check' }).click();
  await expect(page.getByText('Your document is waiting for the check.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Documents sent' })).toContainText('Identity card');
  await expect(page.getByRole('form', { name: 'Upload a document' })).toHaveCount(0);

  const { result } = (await admin(request, baseUrl(), adminToken(), 'GET', '/identification/documents')) as {
    result: { pending: { id: string; login: string }[] };
  };
  const waiting = result.pending.at(-1);
  if (!waiting) throw new Error('the document is not waiting');
  await admin(request, baseUrl(), adminToken(), 'POST', `/identification/documents/${waiting.id}/decision`, {
    decision: 'verified',
  });
  await page.goto(`${baseUrl()}/ru/office/verification`);
  await expect(page.getByText('Аккаунт верифицирован: личность подтверждена.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Отправленные документы' })).toContainText('Принят');
  await shootWidths(page, 'identification-ru');
  expect(errors).toEqual([]);
  await context.close();
});
