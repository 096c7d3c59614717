import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { admin, createPlayer } from '../support/admin';
import { waitForEvents, watchCollector } from '../support/analytics-collector';
import { addAllToCoupon, lineSelections } from '../support/coupon';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';
const PASSWORD = 'secret-pass-1';
const freshIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250)).join('.')}`;

async function visitorPage(browser: Browser, consent: string | null) {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    extraHTTPHeaders: { 'x-forwarded-for': freshIp() },
    storageState: { cookies: [], origins: [] },
  });
  if (consent !== null) await context.addCookies([{ name: 'cookies_agree_type', value: consent, url: baseUrl() }]);
  const page = await context.newPage();
  await page.clock.install();
  return { page, close: () => context.close() };
}

const hydrated = (page: Page) => expect(page.locator('[data-view-state="2"]').first()).toBeAttached();

test('a login is recorded step by step, and its events arrive after the page reloads', async ({ browser, request }) => {
  const login = `an${Date.now()}${Math.floor(Math.random() * 1000)}`;
  await createPlayer(request, baseUrl(), adminToken(), { login, password: PASSWORD });
  const { page, close } = await visitorPage(browser, '4');
  const { events, statuses } = watchCollector(page);
  await page.goto(`${baseUrl()}/en`);
  await hydrated(page);
  await page.locator('header').getByRole('link', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Login, e-mail or ID').fill(login);
  await dialog.getByLabel('Password', { exact: true }).fill('not-the-password');
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Wrong login or password');
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  // The page reloads at once: what it could not send yet goes with the next page.
  await expect(page.locator('header a[href="/en/office/account"]')).toBeVisible();
  expect(events).toEqual([]);

  await waitForEvents(page, events, [
    { page: 'home', name: 'registration_step', step: 'open', place: 'sidebar', type: 'one_click' },
    { page: 'home', name: 'menu_click', menu: 'header', item: '/user/login' },
    { page: 'home', name: 'login_step', step: 'open', place: 'popup' },
    { page: 'home', name: 'login_step', step: 'failure', place: 'popup' },
    { page: 'home', name: 'login_step', step: 'success', place: 'popup' },
  ]);
  expect(events.filter((event) => event.name === 'login_step').map((event) => event.step)).toEqual([
    'open',
    'failure',
    'success',
  ]);
  expect(statuses.every((status) => status === 204)).toBe(true);
  await close();
});

test('a placed bet is recorded with the fields of its picks', async ({ browser, request }) => {
  const created = (await admin(request, baseUrl(), adminToken(), 'POST', '/users', {
    login: `anbet${Date.now()}`,
    password: PASSWORD,
    balance: '1000.00',
  })) as { result: { cookie: string } };
  const [name = '', value = ''] = created.result.cookie.split('=');
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addCookies([{ name, value, url: baseUrl() }]);
  const page = await context.newPage();
  await page.clock.install();
  const { events } = watchCollector(page);
  await page.goto(`${baseUrl()}/ru`);
  const coupon = page.getByRole('complementary').getByRole('region', { name: 'Купон' });
  const [pick] = await lineSelections(request, 1);
  if (!pick) throw new Error('no line selection is offered');
  await addAllToCoupon(page, coupon, [pick]);
  await coupon.getByRole('button', { name: 'Сделать ставку' }).click();
  await expect(coupon.getByRole('status')).toBeVisible();

  await waitForEvents(page, events, [
    {
      page: 'home',
      name: 'bet_placed',
      bets: [
        {
          sportId: pick.market.sportId,
          gameId: pick.game.id,
          champId: pick.market.champId,
          couponTypeId: 0,
          coefficientId: pick.market.id,
          isOneClick: false,
          promoCode: null,
        },
      ],
    },
  ]);
  // The batch was seen leaving the page, maybe before the platform stored it: the report is polled.
  const reportRow = async () => {
    const report = (await admin(request, baseUrl(), adminToken(), 'GET', '/analytics/report?name=bet_placed')) as {
      result: { rows: { name: string; events: number }[] };
    };
    return report.result.rows[0] ?? null;
  };
  await expect.poll(reportRow, { timeout: 10_000 }).toMatchObject({ name: 'bet_placed' });
  expect((await reportRow())?.events).toBeGreaterThanOrEqual(1);
  await context.close();
});

test('the catalogue records the pages, menus and footer of a visit, and the password recovery', async ({ browser }) => {
  const { page, close } = await visitorPage(browser, '3');
  const { events } = watchCollector(page);
  await page.goto(`${baseUrl()}/en/results`);
  await hydrated(page);
  await page.locator('footer').getByRole('link', { name: 'Contacts' }).first().click();
  await expect(page).toHaveURL(/\/en\/information\/contacts/);
  await page.goto(`${baseUrl()}/en/user/forgotpassword`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await waitForEvents(page, events, [
    { page: 'results', name: 'area_open', area: 'results' },
    { page: 'results', name: 'menu_click', menu: 'footer', item: '/information/contacts' },
    { page: 'information.contacts', name: 'area_open', area: 'info.contacts' },
    { page: 'user.forgotpassword', name: 'area_open', area: 'recovery' },
    { page: 'user.forgotpassword', name: 'recovery_step', step: 'open' },
    { page: 'user.forgotpassword', name: 'recovery_step', step: 'cancel' },
  ]);
  await close();
});

test('ten seconds after a page opens, how fast it opened is reported', async ({ browser }) => {
  // Real time: the browser's timing entries are not there under a fake clock.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const { events } = watchCollector(page);
  const opened = Date.now();
  await page.goto(`${baseUrl()}/ru/results`);
  await expect
    .poll(() => events.find((event) => event.name === 'performance_report'), { timeout: 25_000 })
    .toEqual({
      page: 'results',
      name: 'performance_report',
      ttfbMs: expect.any(Number),
      domReadyMs: expect.any(Number),
      loadMs: expect.any(Number),
      firstPaintMs: expect.any(Number),
      largestPaintMs: expect.any(Number),
    });
  expect(Date.now() - opened).toBeGreaterThanOrEqual(10_000);
  await context.close();
});

for (const consent of [null, '1', '2']) {
  test(`nothing is sent without the consent to analytics (cookies_agree_type ${consent ?? 'not chosen'})`, async ({
    browser,
  }) => {
    const { page, close } = await visitorPage(browser, consent);
    const { events } = watchCollector(page);
    await page.goto(`${baseUrl()}/en/results`);
    await hydrated(page);
    await page.locator('header').getByRole('link', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await page.keyboard.press('Escape');
    for (let step = 0; step < 5; step += 1) await page.clock.fastForward(5_000);
    await page.waitForTimeout(500);
    expect(events).toEqual([]);
    expect(await page.evaluate(() => sessionStorage.getItem('betfront.analytics.unsent'))).toBeNull();
    await close();
  });
}
