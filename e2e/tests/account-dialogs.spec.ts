import { expect, test } from '@playwright/test';
import { waitForViews } from '../support/axe';

const siteUrl = process.env.BETFRONT_URL ?? '';

test('sign-up is a centred dialog on a desktop; the header shows the account as soon as it exists', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: siteUrl });
  const page = await context.newPage();
  await page.goto(`${siteUrl}/en`);
  // Before hydration the links lead to the login and sign-up pages; the dialogs are the scripts' doing.
  await waitForViews(page);
  const banner = page.getByRole('banner').first();
  await banner.getByRole('link', { name: 'Sign up' }).click();

  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/en$/);
  const box = await dialog.boundingBox();
  expect(box?.width).toBeLessThan(600);
  expect(Math.abs((box?.x ?? 0) + (box?.width ?? 0) / 2 - 720)).toBeLessThan(2);

  await dialog.getByRole('button', { name: 'Register' }).click();
  const login = dialog.getByTestId('registration-login');
  await expect(login).toHaveText(/^\d{10}$/);
  // Before Continue: the header is the player's already.
  await expect(banner.getByRole('link', { name: 'Deposit' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Log in' })).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Copy the login' }).click();
  await expect(dialog.getByRole('button', { name: 'Copy the login' })).toContainText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await login.textContent());
  await dialog.getByRole('button', { name: 'Copy the password' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    await dialog.getByTestId('registration-password').textContent(),
  );
  await context.close();
});

test('log-in is a sheet on a phone, takes the focus, shows the password on demand and gives the focus back', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${siteUrl}/en`);
  await waitForViews(page);
  const opener = page.getByRole('banner').first().getByRole('link', { name: 'Log in' });
  await opener.click();

  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  // The sheet slides up: measured once it has come to rest at the bottom edge.
  await expect
    .poll(async () => {
      const box = await dialog.boundingBox();
      return [box?.width, Math.round((box?.y ?? 0) + (box?.height ?? 0))];
    })
    .toEqual([390, 844]);
  await expect(dialog.getByLabel('Login, e-mail or ID')).toBeFocused();

  const password = dialog.getByLabel('Password', { exact: true });
  await password.fill('secret-pass-1');
  await expect(password).toHaveAttribute('type', 'password');
  await dialog.getByRole('button', { name: 'Show the password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await dialog.getByRole('button', { name: 'Hide the password' }).click();
  await expect(password).toHaveAttribute('type', 'password');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await context.close();
});
