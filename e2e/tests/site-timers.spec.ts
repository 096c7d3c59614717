import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { createPlayer } from '../support/admin';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';
const SESSION_CHECK = '/web-api/session/check';

const hydrated = (page: Page) => expect(page.locator('[data-view-state="2"]').first()).toBeAttached();

async function logInAsNewPlayer(page: Page) {
  await page.context().addCookies([await createPlayer(page.request, baseUrl(), adminToken())]);
}

/**
 * Opens the page and waits for its start-up session check: the page starts its session timers in the same step, so
 * moving the fake clock on from here reaches them.
 */
async function openWithSessionTimers(page: Page, path: string) {
  const started = page.waitForRequest((request) => request.url().endsWith(SESSION_CHECK));
  await page.goto(`${baseUrl()}${path}`);
  await started;
}

/** The tab going to the background or coming back, as the browser tells the page. */
async function setPageVisibility(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => value === 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

test('a hidden page keeps checking the session for 30 s, then pauses, and checks at once when shown again', async ({
  page,
}) => {
  await logInAsNewPlayer(page);
  await page.clock.install();
  let checks = 0;
  page.on('request', (request) => {
    if (request.url().endsWith(SESSION_CHECK)) checks += 1;
  });
  // A check still on its way when the page is shown again stands for the one the return would ask.
  const nextCheckAnswered = () => page.waitForResponse((response) => response.url().endsWith(SESSION_CHECK));
  const startupCheck = nextCheckAnswered();
  await openWithSessionTimers(page, '/en/information/contacts');
  await startupCheck;
  expect(checks).toBe(1);

  // runFor, not fastForward: the timers fire in their order in time, the pause before the next minute's check.
  // Hidden 40 s in: the minute's check still goes 20 s later.
  await page.clock.runFor(40_000);
  await setPageVisibility(page, 'hidden');
  const hiddenCheck = nextCheckAnswered();
  await page.clock.runFor(20_000);
  await hiddenCheck;
  expect(checks).toBe(2);

  // 30 s after hiding the polling pauses: the next three minutes ask nothing.
  await page.clock.runFor(60_000);
  await page.clock.runFor(60_000);
  await page.clock.runFor(60_000);
  const returnCheck = nextCheckAnswered();
  await setPageVisibility(page, 'visible');
  await returnCheck;
  expect(checks).toBe(3);

  // Shown again, it goes on every minute.
  await page.clock.runFor(60_000);
  await expect.poll(() => checks).toBe(4);
});

test('an idle player is logged off after 30 minutes by default, not before', async ({ page }) => {
  await logInAsNewPlayer(page);
  await page.clock.install();
  await openWithSessionTimers(page, '/en/office/account');
  const logOut = page.getByRole('banner').getByRole('button', { name: 'Log out', exact: true });
  await expect(logOut).toBeVisible();

  await page.clock.fastForward('29:50');
  await expect(logOut).toBeVisible();
  await expect(page).toHaveURL(/\/en\/office\/account$/);

  await page.clock.fastForward('00:20');
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('status').filter({ hasText: 'You were logged out' })).toContainText(
    'after 30 minutes without activity',
  );
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
});

/** Whether the page has asked for the code of the analytics collector, which it loads on its own. */
function watchCollectorCode(page: Page) {
  const seen = { loaded: false };
  page.on('request', (request) => {
    if (/\/assets\/analytics-collector-[\w-]+\.js$/.test(request.url())) seen.loaded = true;
  });
  return seen;
}

test('the analytics collector loads 10 s after a page opens, and at once on the registration page', async ({
  page,
}) => {
  await page.clock.install();
  await page.setViewportSize({ width: 1440, height: 900 });
  const home = watchCollectorCode(page);
  await page.goto(`${baseUrl()}/en`);
  await hydrated(page);
  // The delay counts from the page's opening, on the page's own clock, whatever the scripts took to start.
  const sinceOpening = await page.evaluate(() => performance.now());
  await page.clock.fastForward(Math.round(9_000 - sinceOpening));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(home.loaded).toBe(false);
  await page.clock.fastForward(1_500);
  await expect.poll(() => home.loaded).toBe(true);

  // The registration page's clock stands still but for half a second: enough for no delay, not for ten seconds.
  const registration = await page.context().newPage();
  await registration.clock.install();
  await registration.clock.pauseAt(Date.now() + 1_000);
  const registering = watchCollectorCode(registration);
  await registration.goto(`${baseUrl()}/en/registration`);
  await hydrated(registration);
  await registration.clock.runFor(500);
  await expect.poll(() => registering.loaded).toBe(true);
});

test('a browser that is never idle still loads the pages behind the links ahead after 2000 ms', async ({ page }) => {
  await page.clock.install();
  // This browser has no idle moment: an idle callback runs only when its timeout is up.
  await page.addInitScript(() => {
    window.requestIdleCallback = (callback, options) =>
      window.setTimeout(() => callback({ didTimeout: true, timeRemaining: () => 0 }), options?.timeout ?? 2 ** 31 - 1);
  });
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${baseUrl()}/en`);
  await hydrated(page);
  const loadedAhead = () => page.locator('head link[rel="modulepreload"][href*="/assets/remote-"]').count();
  const before = await loadedAhead();

  await page.clock.runFor(1_900);
  expect(await loadedAhead()).toBe(before);
  await page.clock.runFor(200);
  await expect.poll(loadedAhead).toBeGreaterThan(before);
});
