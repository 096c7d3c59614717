import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { latestCode, readOutbox } from '../support/outbox';

const siteUrl = process.env.BETFRONT_URL ?? '';

async function loggedInUserId(page: Page): Promise<number | null> {
  const answer = await page.request.get(`${siteUrl}/web-api/session/check`);
  return ((await answer.json()) as { user_id: number | null }).user_id;
}

async function openRegistration(page: Page, type: string): Promise<void> {
  await page.goto(`${siteUrl}/en/registration`);
  await page.getByRole('tab', { name: type }).click();
}

test('one-click registration keeps the credentials in a file and an image, then logs in', async ({ page }) => {
  await openRegistration(page, 'One click');
  await page.getByLabel('Currency').selectOption({ label: 'USD — US dollar' });
  await page.getByLabel('Sports bonus').check();
  await page.getByRole('button', { name: 'Register' }).click();

  const login = (await page.getByTestId('registration-login').textContent()) ?? '';
  const password = (await page.getByTestId('registration-password').textContent()) ?? '';
  expect(login).toMatch(/^\d{10}$/);

  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Save to a file' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe('betfront-credentials.txt');
  const text = await readFile(await file.path(), 'utf8');
  expect(text).toContain(`Login: ${login}`);
  expect(text).toContain(`Password: ${password}`);

  const [image] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Save as an image' }).click(),
  ]);
  expect(image.suggestedFilename()).toBe('betfront-credentials.png');
  const png = await readFile(await image.path());
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/en$/);
  expect(await loggedInUserId(page)).not.toBeNull();
});

test('registration by phone with the code from the SMS', async ({ page, request }) => {
  await openRegistration(page, 'By phone');
  await page.getByLabel('Phone number').fill('9001234567');
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We sent a code' })).toBeVisible();
  const code = await latestCode(request, siteUrl, '+79001234567');
  await page.getByLabel('Code from the SMS').fill(code);
  await page.getByLabel('Password', { exact: true }).fill('phone-pass-1');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/en$/);
  expect(await loggedInUserId(page)).not.toBeNull();
});

test('registration by e-mail opens the account from the link in the letter', async ({ page, request }) => {
  await openRegistration(page, 'By e-mail');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('browser.player@example.com');
  await page.getByLabel('Password', { exact: true }).fill('mail-pass-1');
  await page.getByLabel('Repeat the password').fill('mail-pass-1');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('We sent a letter to browser.player@example.com')).toBeVisible();
  expect(await loggedInUserId(page)).toBeNull();

  const [letter] = await readOutbox(request, siteUrl, 'browser.player@example.com');
  const link = letter?.body.match(/https?:\/\/\S+\/en\/user\/activatefast\?token=[\w-]+/)?.[0];
  expect(link).toBeDefined();
  await page.goto(link ?? '');
  await expect(page).toHaveURL(/\/en$/);
  expect(await loggedInUserId(page)).not.toBeNull();
});

test('social registration through the local OAuth 2 provider', async ({ page }) => {
  await openRegistration(page, 'Social network');
  await page.getByLabel('Country').selectOption({ label: 'Germany' });
  await page.getByRole('link', { name: 'Continue with Test ID' }).click();
  await expect(page).toHaveURL(/\/dev\/oauth\/authorize\?/);
  await page.getByRole('button', { name: 'Continue as John Smith' }).click();
  await expect(page).toHaveURL(/\/en$/);
  expect(await loggedInUserId(page)).not.toBeNull();
});
