import { expect, test } from '@playwright/test';
import { admin, createPlayer } from '../support/admin';
import { startPlatform } from '../support/start-platform';
import type { RunningPlatform } from '../support/start-platform';

// Maintenance is site-wide, so these journeys get a platform of their own.
let platform: RunningPlatform;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  platform = await startPlatform();
});
test.afterAll(async () => {
  await platform.stop();
});

test('maintenance sends every page to the maintenance notice, and back home when it ends', async ({
  page,
  request,
}) => {
  await admin(request, platform.url, platform.adminToken, 'PUT', '/maintenance', { minutes: 30 });
  await page.goto(`${platform.url}/en/information/contacts`);
  await expect(page).toHaveURL(/\/en\/maintenance$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('header')).toHaveCount(0);

  await admin(request, platform.url, platform.adminToken, 'DELETE', '/maintenance');
  await page.goto(`${platform.url}/en/maintenance`);
  await expect(page).toHaveURL(/\/en$/);
});

const REASONS: readonly [number, string][] = [
  [4, 'site-updates'],
  [16, 'suspension'],
  [1, 'block'],
  [2, 'block'],
  [3, 'block'],
  [5, 'block'],
  [14, 'block'],
  [13, 'block-ua'],
  [17, 'block-ie'],
  [8, 'coming-soon'],
];

for (const [index, [reason, destination]] of REASONS.entries()) {
  test(`block reason ${reason} sends a visitor from that country to ${destination}`, async ({ browser, request }) => {
    const country = `Q${String.fromCharCode(65 + index)}`;
    await admin(request, platform.url, platform.adminToken, 'POST', '/blocks', { country, reason });
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-country-code': country } });
    const page = await context.newPage();
    await page.goto(`${platform.url}/en/information/contacts?ref=1`);
    await expect(page).toHaveURL(new RegExp(`/en/${destination}${reason === 4 ? '\\?ref=1' : ''}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto(`${platform.url}/en/user/accountverify`);
    await expect(page).toHaveURL(/\/en\/user\/accountverify$/);

    await context.addCookies([{ name: 'forced_geo_off', value: '1', url: platform.url }]);
    await page.goto(`${platform.url}/en/information/contacts`);
    await expect(page).toHaveURL(/\/en\/information\/contacts$/);
    await context.close();
    await admin(request, platform.url, platform.adminToken, 'DELETE', `/blocks?country=${country}`);
  });
}

test('a browser too old for the site is sent to the unsupported-browser page, with browsers to install', async ({
  browser,
}) => {
  const context = await browser.newContext({
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; rv:68.0) Gecko/20100101 Firefox/68.0',
  });
  const page = await context.newPage();
  await page.goto(`${platform.url}/ru/line`);
  await expect(page).toHaveURL(/\/ru\/oldbrowser$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Браузер устарел' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mozilla Firefox' })).toHaveAttribute('href', /mozilla\.org/);
  await context.close();
});

test('a block page with no block in force sends back to the language home', async ({ page }) => {
  await page.goto(`${platform.url}/en/block`);
  await expect(page).toHaveURL(/\/en$/);
});

test('a missing language prefix is added and a malformed one is fixed', async ({ page }) => {
  await page.goto(`${platform.url}/`);
  await expect(page).toHaveURL(/\/ru$/);
  await page.goto(`${platform.url}/information/contacts?a=1`);
  await expect(page).toHaveURL(/\/ru\/information\/contacts\?a=1$/);
  await page.goto(`${platform.url}/EN/information/contacts`);
  await expect(page).toHaveURL(/\/en\/information\/contacts$/);
  await page.goto(`${platform.url}/xx/information/contacts`);
  await expect(page).toHaveURL(/\/ru\/information\/contacts$/);
  await page.goto(`${platform.url}/english`);
  await expect(page).toHaveURL(/\/ru$/);
});

test('a visitor on an office page goes to login; a player gets the page', async ({ browser, request }) => {
  const visitor = await browser.newPage();
  await visitor.goto(`${platform.url}/en/office/security`);
  await expect(visitor).toHaveURL(/\/en\/user\/login/);
  await visitor.close();

  const context = await browser.newContext();
  await context.addCookies([await createPlayer(request, platform.url, platform.adminToken)]);
  const player = await context.newPage();
  const response = await player.goto(`${platform.url}/en/office/security`);
  expect(response?.status()).toBe(200);
  await expect(player).toHaveURL(/\/en\/office\/security$/);
  await player.goto(`${platform.url}/en/user/login?from=test`);
  await expect(player).toHaveURL(/\/en\?from=test$/);
  await context.close();
});

test('a banned player is kept to the pages allowed while banned', async ({ browser, request }) => {
  const context = await browser.newContext();
  await context.addCookies([await createPlayer(request, platform.url, platform.adminToken, { banLevel: 2 })]);
  const page = await context.newPage();
  await page.goto(`${platform.url}/en/office/security`);
  await expect(page).toHaveURL(/\/en\/block$/);
  await page.goto(`${platform.url}/en/information/rules`);
  await expect(page).toHaveURL(/\/en\/information\/rules$/);
  await context.close();
});

test('identification confines an unverified player without a deposit, except on exempt pages', async ({
  browser,
  request,
}) => {
  await admin(request, platform.url, platform.adminToken, 'PUT', '/settings/isIdentificationEnabled', { value: true });
  const context = await browser.newContext();
  await context.addCookies([await createPlayer(request, platform.url, platform.adminToken, { unverified: true })]);
  const page = await context.newPage();
  await page.goto(`${platform.url}/en/live`);
  await expect(page).toHaveURL(/\/en\/office\/account\/identification\?isFromIdentification=true$/);
  await page.goto(`${platform.url}/en/information/contacts`);
  await expect(page).toHaveURL(/\/en\/information\/contacts$/);
  await context.close();
  await admin(request, platform.url, platform.adminToken, 'DELETE', '/settings/isIdentificationEnabled');
});

test('a switched-off feature and a configured URL fragment answer 404', async ({ page, request }) => {
  await admin(request, platform.url, platform.adminToken, 'PUT', '/features/7', { on: false });
  const toto = await page.goto(`${platform.url}/en/toto`);
  expect(toto?.status()).toBe(404);
  await admin(request, platform.url, platform.adminToken, 'PUT', '/features/7', { on: true });
  expect((await page.goto(`${platform.url}/en/toto`))?.status()).toBe(200);

  await admin(request, platform.url, platform.adminToken, 'POST', '/fragments', { fragment: 'cookies' });
  const blocked = await page.goto(`${platform.url}/en/information/cookies`);
  expect(blocked?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await admin(request, platform.url, platform.adminToken, 'DELETE', '/fragments?fragment=cookies');
});
