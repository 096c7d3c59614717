import { expect, test } from '@playwright/test';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { admin } from '../support/admin';
import { startPlatform } from '../support/start-platform';
import type { RunningPlatform } from '../support/start-platform';

// The inactivity timeout is a site-wide setting, so these journeys get a platform of their own.
let platform: RunningPlatform;
test.describe.configure({ mode: 'default' });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  platform = await startPlatform();
});
test.afterAll(async () => {
  await platform.stop();
});

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const PASSWORD = 'secret-pass-1';
const SESSION_COOKIE = 'bf_session';

/** A new player; answers the login to log in with. */
async function newPlayer(request: APIRequestContext): Promise<string> {
  const login = `session${Date.now()}${Math.floor(Math.random() * 10_000)}`;
  await admin(request, platform.url, platform.adminToken, 'POST', '/users', { login, password: PASSWORD });
  return login;
}

/** Logs the context in through the platform, as the login form would; the session cookie lands in the context. */
async function logIn(context: BrowserContext, login: string): Promise<void> {
  const response = await context.request.post(`${platform.url}/web-api/auth/login`, {
    headers: XHR,
    data: { uLogin: login, uPassword: PASSWORD },
  });
  expect(response.status()).toBe(200);
}

async function sessionUser(context: BrowserContext): Promise<number | null> {
  const response = await context.request.get(`${platform.url}/web-api/session/check`);
  return ((await response.json()) as { user_id: number | null }).user_id;
}

async function hasSessionCookie(context: BrowserContext): Promise<boolean> {
  return (await context.cookies(platform.url)).some((cookie) => cookie.name === SESSION_COOKIE);
}

const header = (page: Page) => page.getByRole('banner');
const expectVisitorHeader = (page: Page) =>
  expect(header(page).getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
const expectPlayerHeader = (page: Page) =>
  expect(header(page).getByRole('button', { name: 'Log out', exact: true })).toBeVisible();

/**
 * Opens the page and waits until its session timers run. The page sets them when it hydrates, which may come
 * after the load event, in the same step that sends its start-up session check: once that request leaves, moving
 * a fake clock on is sure to reach them.
 */
async function openWithSessionTimers(page: Page, url: string): Promise<void> {
  const timersStarted = page.waitForRequest((request) => request.url().endsWith('/web-api/session/check'));
  await page.goto(url);
  await timersStarted;
}

async function openLogoutDialog(page: Page) {
  await header(page).getByRole('button', { name: 'Log out', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Log out?' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the logout asks first; cancelling keeps the session, confirming on a players-only page goes home', async ({
  page,
  request,
}) => {
  await logIn(page.context(), await newPlayer(request));
  await page.goto(`${platform.url}/en/office/account`);
  await expectPlayerHeader(page);

  const dialog = await openLogoutDialog(page);
  await dialog.getByRole('button', { name: 'Stay logged in' }).click();
  await expect(dialog).toBeHidden();
  await expectPlayerHeader(page);
  expect(await hasSessionCookie(page.context())).toBe(true);

  await (await openLogoutDialog(page)).getByRole('button', { name: 'Log out', exact: true }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expectVisitorHeader(page);
  expect(await hasSessionCookie(page.context())).toBe(false);
  expect(await sessionUser(page.context())).toBeNull();
});

test('logging out of all devices ends the session of a second browser, whose poll notices it', async ({
  browser,
  request,
}) => {
  const login = await newPlayer(request);
  const first = await browser.newContext();
  const second = await browser.newContext();
  await logIn(first, login);
  await logIn(second, login);
  const firstPage = await first.newPage();
  const secondPage = await second.newPage();
  await secondPage.clock.install();
  await secondPage.goto(`${platform.url}/en/information/contacts`);
  await expectPlayerHeader(secondPage);

  await firstPage.goto(`${platform.url}/en/information/contacts`);
  const dialog = await openLogoutDialog(firstPage);
  await dialog.getByRole('button', { name: 'Log out on all devices' }).click();
  // A page visitors may see is reloaded in place.
  await expect(firstPage).toHaveURL(/\/en\/information\/contacts$/);
  await expectVisitorHeader(firstPage);
  expect(await sessionUser(second)).toBeNull();

  // The second browser still shows the player until its 60 s poll asks the platform.
  await expectPlayerHeader(secondPage);
  await secondPage.clock.fastForward(60_000);
  await expectVisitorHeader(secondPage);
  await expect(secondPage).toHaveURL(/\/en\/information\/contacts$/);
  expect(await hasSessionCookie(second)).toBe(false);
  await first.close();
  await second.close();
});

test('an idle player is logged off after the configured minutes and told so on the next page', async ({
  page,
  request,
}) => {
  await admin(request, platform.url, platform.adminToken, 'PUT', '/settings/autoLogoffMinutes', { value: 2 });
  try {
    await logIn(page.context(), await newPlayer(request));
    await page.clock.install();
    await openWithSessionTimers(page, `${platform.url}/en/office/account`);
    await expectPlayerHeader(page);

    // Activity a minute in keeps the session past the first two minutes.
    await page.clock.fastForward('01:00');
    await page.mouse.move(20, 200);
    await page.mouse.move(60, 240);
    await page.clock.fastForward('01:30');
    await expectPlayerHeader(page);
    expect(await sessionUser(page.context())).not.toBeNull();

    await page.clock.fastForward('02:00');
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole('status').filter({ hasText: 'You were logged out' })).toContainText(
      'after 2 minutes without activity',
    );
    await expectVisitorHeader(page);
    expect(await sessionUser(page.context())).toBeNull();

    await page.reload();
    await expectVisitorHeader(page);
    await expect(page.getByText('You were logged out')).toHaveCount(0);
  } finally {
    await admin(request, platform.url, platform.adminToken, 'DELETE', '/settings/autoLogoffMinutes');
  }
});

test('a stale fingerprint is refreshed 8 s after start-up through the platform script', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('planted')) {
      sessionStorage.setItem('planted', '1');
      localStorage.setItem(
        'bf_fingerprint',
        JSON.stringify({ token: 'expired.token', expiresAt: Date.now() - 1000, data: { visitorId: 'old' } }),
      );
    }
  });
  await page.clock.install();
  await openWithSessionTimers(page, `${platform.url}/en/information/contacts`);
  const signed = page.waitForResponse(
    (response) => response.url().endsWith('/web-api/fingerprint') && response.status() === 200,
  );
  await page.clock.fastForward(8_000);
  await signed;

  // The response arrives before the page has read its body and stored the new token.
  const readStored = () => page.evaluate(() => JSON.parse(localStorage.getItem('bf_fingerprint') ?? 'null') as unknown);
  await expect.poll(readStored).toMatchObject({
    token: expect.not.stringMatching(/^expired/),
    data: { visitorId: expect.any(String) },
  });
  const stored = await readStored();
  const login = await page.request.post(`${platform.url}/web-api/auth/login`, {
    headers: { ...XHR, 'x-fingerprint': (stored as { token: string }).token },
    data: { uLogin: 'nobody-with-this-login', uPassword: PASSWORD },
  });
  expect(((await login.json()) as { error: { exception_code?: number } }).error.exception_code).not.toBe(120);
});

test('a login refused for its fingerprint refreshes the fingerprint and succeeds on the retry', async ({
  page,
  request,
}) => {
  const login = await newPlayer(request);
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('planted')) {
      sessionStorage.setItem('planted', '1');
      localStorage.setItem(
        'bf_fingerprint',
        JSON.stringify({ token: 'forged.token', expiresAt: Date.now() + 3_600_000, data: { visitorId: 'forged' } }),
      );
    }
  });
  const loginStatuses: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/web-api/auth/login')) loginStatuses.push(response.status());
  });
  await page.goto(`${platform.url}/en/user/login`);
  await page.getByLabel('Login, e-mail or ID').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();

  await expect.poll(() => loginStatuses).toEqual([400, 200]);
  await expect.poll(() => sessionUser(page.context())).not.toBeNull();
  // The page goes on to the home page as a player: the test ends there, not in the middle of that navigation.
  await page.waitForURL(`${platform.url}/en`);
  await expectPlayerHeader(page);
});
