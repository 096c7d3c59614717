import { expect, test } from '@playwright/test';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { createPlayer } from '../support/admin';
import { waitForViews } from '../support/axe';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';
const DAY_SECONDS = 86_400;

test.setTimeout(90_000);

const jar = async (context: BrowserContext) =>
  Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie]));

/** A cookie of the jar with its value, kept a day (account §9: the default lifetime 86400 s, path /). */
async function expectDayCookie(context: BrowserContext, name: string, value: string) {
  await expect.poll(async () => (await jar(context))[name]?.value).toBe(value);
  const cookie = (await jar(context))[name];
  expect(cookie?.path).toBe('/');
  expect(Math.abs((cookie?.expires ?? 0) - (Date.now() / 1000 + DAY_SECONDS))).toBeLessThan(120);
}

/** The server's page alone, with the cookies of another context: what the first response paints. */
async function serverPage(browser: Browser, from: BrowserContext, path: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
  await context.addCookies(await from.cookies());
  const page = await context.newPage();
  await page.goto(`${baseUrl()}${path}`);
  return { page, close: () => context.close() };
}

/** Opens a page and waits until it has hydrated, so its buttons answer clicks. */
async function open(page: Page, path: string) {
  await page.goto(`${baseUrl()}${path}`);
  await waitForViews(page);
}

const sportsMenu = (page: Page, name: string) => page.getByRole('navigation', { name });

test('a visitor hides the sports menu and the coupon on a desktop: rails bring them back, a day-long cookie keeps each and the server draws them hidden', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page, '/en/line/1-football');
  const menu = sportsMenu(page, 'Pre-match sports');
  await expect(menu).toBeVisible();

  await page.getByRole('button', { name: 'Hide the sports menu' }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Show the sports menu' })).toHaveAttribute('aria-expanded', 'false');
  await expectDayCookie(page.context(), 'hide_left', '1');

  const coupon = page.getByRole('region', { name: 'Coupon' }).first();
  await expect(coupon).toBeVisible();
  await page.getByRole('button', { name: 'Hide the coupon' }).click();
  await expect(coupon).toBeHidden();
  await expectDayCookie(page.context(), 'hide_right', '1');

  // The collapsed coupon keeps its count in view.
  const odd = page.locator('main button[data-selection-id]:not([disabled])').first();
  await expect(async () => {
    if ((await odd.getAttribute('aria-pressed')) !== 'true') await odd.click();
    await expect(odd).toHaveAttribute('aria-pressed', 'true', { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  const rail = page.getByRole('button', { name: 'Show the coupon (1 selections)' });
  await expect(rail).toHaveText('1');
  await page.screenshot({ path: test.info().outputPath('sections-hidden-en-1440.png') });

  const first = await serverPage(browser, page.context(), '/en/line/1-football');
  await expect(sportsMenu(first.page, 'Pre-match sports')).toBeHidden();
  await expect(first.page.getByRole('button', { name: 'Show the sports menu' })).toBeVisible();
  await expect(first.page.getByRole('button', { name: 'Show the coupon' })).toBeVisible();
  await expect(first.page.getByRole('button', { name: 'Hide the coupon' })).toHaveCount(0);
  await first.close();

  await rail.click();
  await expect(page.getByRole('button', { name: 'Hide the coupon' })).toBeVisible();
  await page.getByRole('button', { name: 'Show the sports menu' }).click();
  await expect(menu).toBeVisible();
  await expectDayCookie(page.context(), 'hide_left', '0');
  await expectDayCookie(page.context(), 'hide_right', '0');
});

for (const { lng, menuName, show, hide, country } of [
  {
    lng: 'ru',
    menuName: 'Виды спорта в линии',
    show: 'Показать меню видов спорта',
    hide: 'Скрыть меню видов спорта',
    country: 'Англия',
  },
  {
    lng: 'en',
    menuName: 'Pre-match sports',
    show: 'Show the sports menu',
    hide: 'Hide the sports menu',
    country: 'England',
  },
]) {
  test(`on a phone the sports menu stays under the games, grouped by country, and no side section can be hidden (${lng})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.context().addCookies([
      { name: 'hide_left', value: '1', url: baseUrl() },
      { name: 'hide_right', value: '1', url: baseUrl() },
    ]);
    await open(page, `/${lng}/line/1-football`);
    const menu = sportsMenu(page, menuName);
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: show })).toBeHidden();
    await expect(page.getByRole('button', { name: hide })).toBeHidden();
    const group = menu.getByRole('list', { name: country });
    await expect(group).toBeVisible();
    // The long list above the menu draws its rows as they come into view: the scroll is repeated once they have.
    for (let step = 0; step < 3; step += 1) {
      await group.evaluate((list) => list.scrollIntoView({ block: 'center' }));
      await page.waitForTimeout(300);
    }
    await page.screenshot({ path: test.info().outputPath(`sections-phone-${lng}-390.png`) });
  });
}

test('a visitor who allowed only necessary cookies hides the sections for the visit only: no cookie is written', async ({
  page,
}) => {
  await page.context().addCookies([{ name: 'cookies_agree_type', value: '1', url: baseUrl() }]);
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page, '/ru/line/1-football');
  const saved = page.waitForResponse((response) => response.url().endsWith('/web-api/preferences'));
  await page.getByRole('button', { name: 'Скрыть меню видов спорта' }).click();
  expect((await saved).status()).toBe(409);
  await expect(sportsMenu(page, 'Виды спорта в линии')).toBeHidden();
  await page.getByRole('button', { name: 'Скрыть купон' }).click();
  await expect(page.getByRole('button', { name: 'Показать купон' })).toBeVisible();
  const names = Object.keys(await jar(page.context()));
  expect(names).not.toContain('hide_left');
  expect(names).not.toContain('hide_right');

  await page.reload();
  await expect(sportsMenu(page, 'Виды спорта в линии')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Скрыть купон' })).toBeVisible();
});

test('a player’s hidden sections are stored on the account and follow them to another browser', async ({
  browser,
  request,
}) => {
  const session = await createPlayer(request, baseUrl(), adminToken());
  const first = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await first.addCookies([session]);
  const page = await first.newPage();
  await open(page, '/ru/line/1-football');
  const saved = page.waitForResponse((response) => response.url().endsWith('/web-api/preferences'));
  await page.getByRole('button', { name: 'Скрыть меню видов спорта' }).click();
  expect((await saved).ok()).toBe(true);
  await page.screenshot({ path: test.info().outputPath('sections-player-ru-1440.png') });
  expect(Object.keys(await jar(first))).not.toContain('hide_left');
  await first.close();

  const second = await browser.newContext({ viewport: { width: 1440, height: 900 }, javaScriptEnabled: false });
  await second.addCookies([session]);
  const other = await second.newPage();
  await other.goto(`${baseUrl()}/ru/line/1-football`);
  await expect(sportsMenu(other, 'Виды спорта в линии')).toBeHidden();
  await expect(other.getByRole('button', { name: 'Показать меню видов спорта' })).toBeVisible();
  await expect(other.getByRole('button', { name: 'Скрыть купон' })).toBeVisible();
  await second.close();
});

for (const { lng, menuName, groups, switchName } of [
  {
    lng: 'ru',
    menuName: 'Виды спорта в линии',
    groups: ['Англия', 'Испания', 'Международные'],
    switchName: 'Чемпионаты по странам',
  },
  {
    lng: 'en',
    menuName: 'Pre-match sports',
    groups: ['England', 'Spain', 'International'],
    switchName: 'Champs by country',
  },
]) {
  test(`the champs are grouped under their country until the visitor lists them by name (${lng})`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await open(page, `/${lng}/line/1-football`);
    const menu = sportsMenu(page, menuName);
    for (const country of groups) await expect(menu.getByRole('list', { name: country })).toBeVisible();
    const countries = await menu
      .locator('ul[aria-label]')
      .evaluateAll((lists) => lists.map((list) => list.getAttribute('aria-label') ?? ''));
    expect(countries.at(-1)).toBe(groups.at(-1));
    await page.screenshot({ path: test.info().outputPath(`champs-grouped-${lng}-1440.png`) });

    // A click that comes before the switch's handler is attached is lost: clicked again while still on.
    const groupedSwitch = page.getByRole('switch', { name: switchName });
    await expect(async () => {
      if ((await groupedSwitch.getAttribute('aria-checked')) !== 'false') await groupedSwitch.click();
      await expect(menu.locator('ul[aria-label]')).toHaveCount(0, { timeout: 2000 });
    }).toPass();
    const champs = await menu.locator('details a').allInnerTexts();
    const names = champs.map((text) => text.split('\n')[0] ?? '');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, lng)));
    await expectDayCookie(page.context(), 'isChampsGroupedByCountry', '0');
    await menu.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`champs-flat-${lng}-1440.png`) });

    const first = await serverPage(browser, page.context(), `/${lng}/line/1-football`);
    await expect(sportsMenu(first.page, menuName).locator('ul[aria-label]')).toHaveCount(0);
    await expect(first.page.getByRole('switch', { name: switchName })).toHaveAttribute('aria-checked', 'false');
    await first.close();
  });
}

test('the chosen language, the betting view and the window width are kept in the spec’s cookies', async ({
  page,
  browser,
}) => {
  await page.clock.install();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.addInitScript(() => {
    if (localStorage.getItem('betfront.betting-prefs') === null)
      localStorage.setItem('betfront.betting-prefs', '{"appViewType":1,"coefViewId":2}');
  });
  await open(page, '/en/line/1-football');
  await expectDayCookie(page.context(), 'lng', 'en');
  await expectDayCookie(page.context(), 'window_width', '1440');

  // A view this browser stored before is moved to its cookie once, keeping the odds format where it was.
  await expectDayCookie(page.context(), 'app_view_type', '1');
  const view = page.getByRole('combobox', { name: 'View', exact: true });
  await expect(view).toHaveValue('1');
  // The Asian view leads the lists with the handicap.
  await expect(page.getByRole('radio', { name: 'Handicap' }).first()).toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('betfront.betting-prefs'))).toBe('{"coefViewId":2}');
  await view.selectOption('0');
  await expectDayCookie(page.context(), 'app_view_type', '0');
  const first = await serverPage(browser, page.context(), '/en/line/1-football');
  await expect(first.page.getByRole('combobox', { name: 'View', exact: true })).toHaveValue('0');
  await expect(first.page.getByRole('radio', { name: 'Result' }).first()).toBeChecked();
  await first.close();

  // Resizes are written at most every 100 ms: the page's clock stands still but for the steps taken here.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  // The browser tells of a resize at its next frame, which a busy machine may hold back past a step of the clock.
  const resized = page.evaluate(
    () => new Promise((resolve) => window.addEventListener('resize', resolve, { once: true })),
  );
  await page.setViewportSize({ width: 1200, height: 900 });
  await page.setViewportSize({ width: 1180, height: 900 });
  await resized;
  await page.clock.runFor(50);
  expect((await jar(page.context())).window_width?.value).toBe('1440');
  await page.clock.runFor(60);
  await expectDayCookie(page.context(), 'window_width', '1180');

  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'RU' }).click();
  await expect(page).toHaveURL(/\/ru\/line\/1-football$/);
  await expectDayCookie(page.context(), 'lng', 'ru');
});

test('the document offers the home-screen icons of every size the spec names, and each is a real image', async ({
  request,
}) => {
  const html = await (await request.get(`${baseUrl()}/ru`)).text();
  const sizes = [...html.matchAll(/<link rel="apple-touch-icon" sizes="(\d+)x\1" href="([^"]+)">/g)];
  expect(sizes.map((match) => Number(match[1]))).toEqual([72, 96, 128, 144, 152, 192, 384, 512]);
  for (const [, size, href] of sizes) {
    const icon = await request.get(`${baseUrl()}${href}`);
    expect(icon.ok()).toBe(true);
    expect(icon.headers()['content-type']).toBe('image/png');
    const png = await icon.body();
    expect(png.readUInt32BE(16)).toBe(Number(size));
  }
});
