import { expect, test } from '@playwright/test';
import { createPlayer } from '../support/admin';
import { solveCaptcha } from '../support/captcha';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';
const PASSWORD = 'secret-pass-1';
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

test('an office security form asks for the captcha after failed logins from the address, then goes on', async ({
  browser,
  request,
}) => {
  const login = `cap${Date.now().toString(36)}`;
  const cookie = await createPlayer(request, baseUrl(), adminToken(), { login, password: PASSWORD });
  // The platform counts failed logins per address: this journey comes from an address of its own.
  const address = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { 'x-forwarded-for': address },
  });
  await context.addCookies([cookie]);
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const failed = await context.request.post(`${baseUrl()}/web-api/auth/login`, {
      data: { uLogin: login, uPassword: `wrong-${attempt}` },
      headers: XHR,
    });
    expect(failed.status()).toBe(401);
  }
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/en/office/change-password`);
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill('fresh-pass-77');
  await page.getByLabel('Repeat the new password').fill('fresh-pass-77');
  await page.getByRole('button', { name: 'Change password' }).click();

  const captcha = page.getByRole('dialog', { name: 'Check that you are not a robot' });
  const picture = captcha.getByRole('img', { name: 'Characters to type' });
  await expect(picture).toBeVisible();
  await captcha.getByLabel('Characters from the picture').fill(solveCaptcha((await picture.getAttribute('src')) ?? ''));
  await captcha.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('The password is changed. Your other devices are logged out.')).toBeVisible();
  await context.close();
});
