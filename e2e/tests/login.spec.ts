import { expect, test } from '@playwright/test';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { totpCodeAt } from '../../apps/platform/src/two-factor/totp';
import { createPlayer } from '../support/admin';
import { solveCaptcha } from '../support/captcha';
import { watchConsoleErrors } from '../support/console-errors';
import { latestCode } from '../support/outbox';

const PASSWORD = 'secret-pass-1';
const VIEWPORTS = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';
const unique = () => `${Date.now()}${Math.floor(Math.random() * 10_000)}`;
/** The platform counts failed logins per IP too: each journey comes from an address of its own. */
const freshIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const uniquePhone = (prefix: string, digits: number) => prefix + unique().slice(-digits).padStart(digits, '0');

async function newPlayer(request: APIRequestContext, options: Record<string, unknown> = {}) {
  const login = `lg${unique()}`;
  const cookie = await createPlayer(request, baseUrl(), adminToken(), { login, password: PASSWORD, ...options });
  return { login, cookie };
}

async function visitorPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, extraHTTPHeaders: { 'x-forwarded-for': freshIp() } });
  const page = await context.newPage();
  return { page, errors: watchConsoleErrors(page), close: () => context.close() };
}

/** Opens the login page and waits until the office application has hydrated its form. */
async function openLoginPage(page: Page) {
  await page.goto(`${baseUrl()}/en/user/login`);
  const office = page.locator('[data-view-state]').filter({ has: page.locator('[data-remote-view="office"]') });
  await expect(office).toHaveAttribute('data-view-state', '2');
}

const expectLoggedIn = (page: Page) => expect(page.locator('header a[href="/en/office/account"]')).toBeVisible();

for (const viewport of VIEWPORTS) {
  test.describe(`login on ${viewport.name}`, () => {
    test('login_password: the header link opens the login dialog, and the player is logged in', async ({
      browser,
      request,
    }) => {
      const { login } = await newPlayer(request);
      const { page, errors, close } = await visitorPage(browser, viewport);
      await page.goto(`${baseUrl()}/en`);
      // Hydrated once a remote view is ready: the shell then handles the clicks.
      await expect(page.locator('[data-view-state="2"]').first()).toBeAttached();
      await page.locator('header').getByRole('link', { name: 'Log in' }).click();
      const dialog = page.getByRole('dialog', { name: 'Log in' });
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(/\/en$/);
      // A sheet across a phone, a centred card on a desktop.
      const box = await dialog.boundingBox();
      if (viewport.width < 600) expect(box?.width ?? 0).toBeGreaterThanOrEqual(viewport.width - 20);
      else expect(Math.abs((box?.x ?? 0) + (box?.width ?? 0) / 2 - viewport.width / 2)).toBeLessThan(20);

      await dialog.getByLabel('Login, e-mail or ID').fill(login);
      await dialog.getByLabel('Password', { exact: true }).fill('not-the-password');
      await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Wrong login or password');
      await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await dialog.getByRole('checkbox', { name: 'Remember me' }).check();
      await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
      await expectLoggedIn(page);
      await expect(page).toHaveURL(/\/en$/);
      const session = (await page.context().cookies()).find((cookie) => cookie.name === 'bf_session');
      expect(session?.expires ?? -1).toBeGreaterThan(Date.now() / 1000);
      expect(await page.evaluate(() => localStorage.getItem('bf_login_attempts'))).toBeNull();
      // Chromium reports the refused login's 401 answer in the console; nothing else may appear there.
      expect(errors.filter((error) => !/status of 401/.test(error))).toEqual([]);
      await close();
    });

    test('phone_password on the login page, with the country from the picker', async ({ browser, request }) => {
      const number = uniquePhone('29', 7);
      await newPlayer(request, { phone: `+375${number}` });
      const { page, close } = await visitorPage(browser, viewport);
      await openLoginPage(page);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.getByRole('tab', { name: 'Phone' }).click();
      await page.getByRole('button', { name: /^Code \+/ }).click();
      const picker = page.getByRole('dialog', { name: 'Phone number' });
      await picker.getByRole('searchbox', { name: 'Country or code' }).fill('Atlantis');
      await expect(picker.getByText('Nothing found')).toBeVisible();
      await picker.getByRole('searchbox', { name: 'Country or code' }).fill('bela');
      await picker.getByRole('button', { name: /Belarus/ }).click();
      await expect(picker).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Code +375' })).toBeVisible();
      await page.getByLabel('Phone number').fill(number);
      await expect(page.getByLabel('Phone number')).toHaveValue(
        `(${number.slice(0, 2)}) ${number.slice(2, 5)}-${number.slice(5, 7)}-${number.slice(7)}`,
      );
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(page).toHaveURL(/\/en$/);
      await expectLoggedIn(page);
      await close();
    });

    test('sms: a code is sent, another one waits for the countdown, and the code logs in', async ({
      browser,
      request,
    }) => {
      const number = uniquePhone('916', 7);
      await newPlayer(request, { phone: `+7${number}` });
      const { page, close } = await visitorPage(browser, viewport);
      await openLoginPage(page);
      await page.getByRole('tab', { name: 'SMS code' }).click();
      await page.getByLabel('Phone number').fill(number.slice(0, 6));
      await page.getByRole('button', { name: 'Get a code' }).click();
      await expect(page.getByText('The number has the wrong count of digits for this country')).toBeVisible();
      await page.getByLabel('Phone number').fill(number);
      await page.getByRole('button', { name: 'Get a code' }).click();
      await expect(page.getByRole('button', { name: /A new code in \d+ s/ })).toBeDisabled();
      const code = await latestCode(request, baseUrl(), `+7${number}`);
      await page.getByLabel('Code from the SMS').fill(code);
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await expectLoggedIn(page);
      await close();
    });

    test('login_password_two_step_code: the password, then a backup code', async ({ browser, request }) => {
      const { login, cookie } = await newPlayer(request);
      const headers = { cookie: `${cookie.name}=${cookie.value}`, 'x-requested-with': 'XMLHttpRequest' };
      const setup = await request.post(`${baseUrl()}/web-api/security/two-factor/setup`, { headers, data: {} });
      expect(setup.ok()).toBe(true);
      const { secret } = (await setup.json()) as { secret: string };
      const enable = await request.post(`${baseUrl()}/web-api/security/two-factor/enable`, {
        headers,
        data: { code: totpCodeAt(secret, Date.now()) },
      });
      expect(enable.ok()).toBe(true);
      const { backup_codes: backupCodes } = (await enable.json()) as { backup_codes: string[] };

      const { page, close } = await visitorPage(browser, viewport);
      await openLoginPage(page);
      await page.getByLabel('Login, e-mail or ID').fill(login);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
      await page.getByLabel('Code', { exact: true }).fill('000000');
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText('The code is not right');
      await page.getByLabel('Code', { exact: true }).fill(backupCodes[0] ?? '');
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await expectLoggedIn(page);
      await close();
    });

    test('captcha after repeated failures, then success', async ({ browser, request }) => {
      const { login } = await newPlayer(request);
      const { page, close } = await visitorPage(browser, viewport);
      await openLoginPage(page);
      await page.getByLabel('Login, e-mail or ID').fill(login);
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        await page.getByLabel('Password', { exact: true }).fill(`wrong-${attempt}`);
        await page.getByRole('button', { name: 'Log in', exact: true }).click();
        await expect(page.getByRole('alert')).toHaveText('Wrong login or password');
        await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeEnabled();
      }
      await expect(page.getByText(/Several attempts have failed/)).toBeVisible();

      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      const captcha = page.getByRole('dialog', { name: 'Check that you are not a robot' });
      const picture = captcha.getByRole('img', { name: 'Characters to type' });
      await expect(picture).toBeVisible();
      await expect(captcha.getByText(/The picture is valid for \d+ s/)).toBeVisible();
      const first = await picture.getAttribute('src');
      await captcha.getByRole('button', { name: 'Another picture' }).click();
      await expect(picture).not.toHaveAttribute('src', first ?? '');
      await captcha
        .getByLabel('Characters from the picture')
        .fill(solveCaptcha((await picture.getAttribute('src')) ?? ''));
      await captcha.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(/\/en$/);
      await expectLoggedIn(page);
      expect(await page.evaluate(() => localStorage.getItem('bf_login_attempts'))).toBeNull();
      await close();
    });

    test('showForgotPasswordModal on home opens the forgot-password modal, which closes with Escape', async ({
      browser,
    }) => {
      const { page, close } = await visitorPage(browser, viewport);
      await page.goto(`${baseUrl()}/en?showForgotPasswordModal=1`);
      const dialog = page.getByRole('dialog', { name: 'Restore the password' });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await close();
    });
  });
}
