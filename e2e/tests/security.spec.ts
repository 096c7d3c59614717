import { createHmac } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test';
import { createPlayer } from '../support/admin';
import { watchConsoleErrors } from '../support/console-errors';
import { latestCode, readOutbox } from '../support/outbox';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';
const PASSWORD = 'secret-pass-1';
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

let loginCounter = 0;
/** A player with a known login and a logged-in browser context. */
async function playerContext(browser: Browser, request: APIRequestContext, options: Record<string, unknown> = {}) {
  loginCounter += 1;
  // Two workers may start a player in the same millisecond: the worker's index keeps their logins apart.
  const login = `sec${Date.now().toString(36)}w${test.info().parallelIndex}n${loginCounter}`;
  const cookie = await createPlayer(request, baseUrl(), adminToken(), { login, password: PASSWORD, ...options });
  const context = await browser.newContext();
  await context.addCookies([cookie]);
  return { login, context, page: await context.newPage() };
}

/** RFC 6238 with the authenticator defaults (SHA-1, 6 digits, 30 s): the code an app shows at a moment. */
function totp(base32Secret: string, timestamp: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...base32Secret.replace(/=+$/, '')]
    .map((char) => alphabet.indexOf(char).toString(2).padStart(5, '0'))
    .join('');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(timestamp / 30_000)));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = (hmac[hmac.length - 1] ?? 0) & 0xf;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

const loggedInUser = async (context: BrowserContext) =>
  ((await (await context.request.get(`${baseUrl()}/web-api/session/check`)).json()) as { user_id: number | null })
    .user_id;

test('two-factor enable and login', async ({ browser, request }) => {
  const { login, context, page } = await playerContext(browser, request);
  const errors = watchConsoleErrors(page);
  await page.goto(`${baseUrl()}/en/office/two-factor-auth/enable`);
  await page.getByRole('button', { name: 'Set up' }).click();
  await expect(page.getByRole('img', { name: 'QR code for the authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('two-factor-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page
    .getByRole('textbox', { name: 'Code from the authenticator app', exact: true })
    .fill(totp(secret, Date.now()));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Two-step sign-in is on.' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem')).toHaveCount(10);
  expect(errors).toEqual([]);
  await context.close();

  const visitor = await browser.newPage();
  await visitor.goto(`${baseUrl()}/en/user/login`);
  await visitor.getByLabel('Login, e-mail or ID').fill(login);
  await visitor.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await visitor.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(visitor.getByText('Two-step verification')).toBeVisible();
  expect(await loggedInUser(visitor.context())).toBeNull();
  // The enable call used this period's code; the next period's is accepted too, and is still unused.
  await visitor.getByLabel('Code', { exact: true }).fill(totp(secret, Date.now() + 30_000));
  await visitor.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(visitor).toHaveURL(new RegExp(`^${baseUrl()}/en$`));
  expect(await loggedInUser(visitor.context())).not.toBeNull();
  await visitor.close();
});

test('password recovery', async ({ browser, request }) => {
  const email = `forgot${Date.now()}@example.com`;
  const { login, context } = await playerContext(browser, request, { email });
  await context.close();
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const errors = watchConsoleErrors(page);
  await page.goto(`${baseUrl()}/en/user/forgotpassword`);
  await page.getByRole('textbox', { name: 'Login, email, account number or phone', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('If an account with this login exists')).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Code from the message', exact: true })
    .fill(await latestCode(request, baseUrl(), email));
  await page.getByRole('button', { name: 'Check the code' }).click();
  await expect(page.getByText(`Set a new password for the account ${login}?`)).toBeVisible();
  await page.getByRole('button', { name: 'Set a new password' }).click();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('recovered-pass-2');
  await page.getByRole('textbox', { name: 'Repeat the new password', exact: true }).fill('recovered-pass-2');
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page.getByText('The password is changed. Log in with the new one.')).toBeVisible();
  expect(errors).toEqual([]);

  const relogin = await request.post(`${baseUrl()}/web-api/auth/login`, {
    headers: XHR,
    data: { uLogin: login, uPassword: 'recovered-pass-2' },
  });
  expect(relogin.status()).toBe(200);
  await page.close();
});

test('the reset link of the recovery e-mail sets a new password, and the modal opens from the query', async ({
  browser,
  request,
}) => {
  const email = `link${Date.now()}@example.com`;
  const { login, context } = await playerContext(browser, request, { email });
  await context.close();
  await request.post(`${baseUrl()}/web-api/auth/recovery/start`, { headers: XHR, data: { login, lng: 'en' } });
  const [letter] = await readOutbox(request, baseUrl(), email);
  const link = /https?:\/\/\S+\/en\/user\/passwordreset\?\S+/.exec(letter?.body ?? '')?.[0] ?? '';
  const page = await browser.newPage();
  await page.goto(link);
  await expect(page.getByText(`Set a new password for the account ${login}.`)).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('from-link-pass-3');
  await page.getByRole('textbox', { name: 'Repeat the new password', exact: true }).fill('from-link-pass-3');
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page.getByRole('link', { name: 'Go to log in' })).toBeVisible();

  await page.goto(`${baseUrl()}/en?showForgotPasswordModal=1`);
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByRole('textbox', { name: 'Login, email, account number or phone', exact: true }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await page.close();
});

test('change password ends the other sessions', async ({ browser, request }) => {
  const { login, context, page } = await playerContext(browser, request);
  const other = await request.post(`${baseUrl()}/web-api/auth/login`, {
    headers: XHR,
    data: { uLogin: login, uPassword: PASSWORD },
  });
  expect(other.status()).toBe(200);
  await page.goto(`${baseUrl()}/en/office/session-history`);
  await expect(page.getByRole('list', { name: 'Open sessions' }).getByRole('listitem')).toHaveCount(2);

  await page.goto(`${baseUrl()}/en/office/change-password`);
  await page.getByRole('textbox', { name: 'Current password', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('changed-pass-4');
  await page.getByRole('textbox', { name: 'Repeat the new password', exact: true }).fill('changed-pass-5');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toHaveText('The passwords do not match.');
  await page.getByRole('textbox', { name: 'Repeat the new password', exact: true }).fill('changed-pass-4');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your other devices are logged out.')).toBeVisible();

  await page.goto(`${baseUrl()}/en/office/session-history`);
  await expect(page.getByRole('list', { name: 'Open sessions' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('This device')).toBeVisible();
  await context.close();
});

test('phone binding with an SMS code raises the protection level', async ({ browser, request }) => {
  const { context, page } = await playerContext(browser, request);
  const errors = watchConsoleErrors(page);
  await page.goto(`${baseUrl()}/en/office/security`);
  await expect(page.getByRole('meter', { name: 'Protection level' })).toHaveAttribute('value', '0');

  await page.goto(`${baseUrl()}/en/office/phone-binding`);
  const phone = `9${String(Date.now()).slice(-9)}`;
  await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(/We sent a code to \+7/)).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Code from the message', exact: true })
    .fill(await latestCode(request, baseUrl(), `+7${phone}`));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('The phone is confirmed and bound to your account.')).toBeVisible();

  await page.goto(`${baseUrl()}/en/office/security-account`);
  await expect(page.getByText('Phone confirmed', { exact: true })).toBeVisible();
  await page.goto(`${baseUrl()}/en/office/security`);
  await expect(page.getByRole('meter', { name: 'Protection level' })).toHaveAttribute('value', '20');
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(errors).toEqual([]);
  await context.close();
});

test('security question, e-mail activation and sign-in confirmation by e-mail', async ({ browser, request }) => {
  const email = `activate${Date.now()}@example.com`;
  const { context, page } = await playerContext(browser, request, { email });
  await page.goto(`${baseUrl()}/en/office/security-question`);
  await page.getByRole('combobox', { name: 'Question' }).selectOption({ label: 'The name of your first pet' });
  await page.getByRole('textbox', { name: 'Answer', exact: true }).fill('Rex');
  await page.getByRole('textbox', { name: 'Current password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Save the question' }).click();
  await expect(page.getByText('Your question: The name of your first pet')).toBeVisible();

  await page.goto(`${baseUrl()}/en/office/activation-email`);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page
    .getByRole('textbox', { name: 'Code from the message', exact: true })
    .fill(await latestCode(request, baseUrl(), email));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('The email is confirmed.')).toBeVisible();

  await page.goto(`${baseUrl()}/en/office/security-auth-by-email`);
  await page.getByRole('textbox', { name: 'Current password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('button', { name: 'Turn off' })).toBeVisible();
  await context.close();
});
