import { expect, test } from '@playwright/test';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { createPlayer } from '../support/admin';
import { waitForEvents, watchCollector } from '../support/analytics-collector';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';

/** A page of a player who allows every cookie (analytics included), on the clock the test moves. */
async function playerPage(browser: Browser, request: APIRequestContext, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  await context.addCookies([
    await createPlayer(request, baseUrl(), adminToken(), { balance: '100' }),
    { name: 'cookies_agree_type', value: '4', url: baseUrl() },
  ]);
  const page = await context.newPage();
  await page.clock.install();
  return { page, close: () => context.close() };
}

/** The remote view of the application named has started in the browser. */
const started = (page: Page, appName: string) =>
  expect(page.locator(`[data-view-state="2"]:has([data-remote-view="${appName}"])`)).toBeAttached();

test('opening a casino game records casino_game_open with the game and its mode', async ({ browser, request }) => {
  const { page, close } = await playerPage(browser, request, { width: 1440, height: 900 });
  const { events } = watchCollector(page);
  await page.goto(`${baseUrl()}/en/game/101/fruit-reels`);
  await expect(page.frameLocator('iframe').locator('.top__mode')).toBeVisible({ timeout: 20_000 });

  await waitForEvents(page, events, [{ page: 'game', name: 'casino_game_open', gameId: '101', mode: 'real' }]);
  expect(events.filter((event) => event.name === 'casino_game_open')).toHaveLength(1);
  await close();
});

test('the office menu and the logout dialog record menu_click and each logout_confirm choice', async ({
  browser,
  request,
}) => {
  const { page, close } = await playerPage(browser, request, { width: 1440, height: 900 });
  const { events } = watchCollector(page);
  await page.goto(`${baseUrl()}/en/office/account`);
  await started(page, 'office');
  await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Bet history' }).click();
  await expect(page).toHaveURL(/\/en\/office\/history$/);

  const logOut = page.getByRole('banner').getByRole('button', { name: 'Log out', exact: true });
  const dialog = page.getByRole('dialog', { name: 'Log out?' });
  await logOut.click();
  await dialog.getByRole('button', { name: 'Stay logged in' }).click();
  await expect(dialog).toBeHidden();
  await logOut.click();
  await dialog.getByRole('button', { name: 'Log out', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true })).toBeVisible();

  await waitForEvents(page, events, [
    { page: 'office.account', name: 'menu_click', menu: 'office', item: '/office/history' },
    { page: 'office.history', name: 'logout_confirm', choice: 'cancel' },
    { page: 'office.history', name: 'logout_confirm', choice: 'device' },
  ]);
  expect(events.filter((event) => event.name === 'logout_confirm').map((event) => event.choice)).toEqual([
    'cancel',
    'device',
  ]);
  await close();
});

test('the bottom navigation of a phone records menu_click with the item followed', async ({ browser, request }) => {
  const { page, close } = await playerPage(browser, request, { width: 390, height: 844 });
  const { events } = watchCollector(page);
  await page.goto(`${baseUrl()}/en`);
  await started(page, 'bottom-nav');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Live' }).click();
  await expect(page).toHaveURL(/\/en\/live$/);

  await waitForEvents(page, events, [{ page: 'home', name: 'menu_click', menu: 'bottom_nav', item: '/live' }]);
  await close();
});
