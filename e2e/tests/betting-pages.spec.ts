import { expect, test } from '@playwright/test';
import { waitForViews } from '../support/axe';
import type { Page } from '@playwright/test';
import { createPlayer } from '../support/admin';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';

const GAME = 'main [data-game-id]';
const PRICE = 'button[data-selection-id]:not([disabled])';
const ODDS = `main ${PRICE}`;

async function openLiveFootball(page: Page) {
  await page.goto('/en/live/1-football');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Football: live betting');
  await expect(page.locator(GAME).first()).toBeVisible();
  await waitForViews(page);
}

test('live football lists games whose odds move', async ({ page }) => {
  await openLiveFootball(page);
  await expect(page.locator(ODDS).first()).toHaveAccessibleName(/^\S.* \d+\.\d{2}$/);
  await expect(page.locator('main button [data-move]').first()).toBeAttached({ timeout: 15_000 });
});

test('a game page groups every market and an odd goes into the coupon', async ({ page }) => {
  await openLiveFootball(page);
  await page.locator(`${GAME} a`).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('—');
  const match = page.getByRole('region', { name: 'Match', exact: true });
  await expect(match.getByRole('heading', { level: 3, name: 'Match result' })).toBeVisible();
  await expect(match.getByRole('heading', { level: 3, name: 'Total', exact: true })).toBeVisible();
  const odd = page.locator(ODDS).first();
  const id = await odd.getAttribute('data-selection-id');
  await page.locator(`main button[data-selection-id="${id}"]:not([disabled])`).click();
  await expect(page.locator(`main button[data-selection-id="${id}"]`)).toHaveAttribute('aria-pressed', 'true');
});

test('the rows show the result, the total or the handicap under the column headers of their league', async ({
  page,
}) => {
  await openLiveFootball(page);
  const list = page.getByRole('region', { name: 'Live', exact: true });
  await list.getByRole('radio', { name: 'Total' }).check();
  // Totals come and go in play (a goal suspends them for a few seconds): the column waits for the next offer.
  await expect(list.getByText('Over', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  await expect(list.locator(PRICE).first()).toHaveAccessibleName(/^(Over|Under) [\d.]+ \d+\.\d{2}$/);
  await list.getByRole('radio', { name: 'Handicap' }).check();
  await expect(list.locator(PRICE).first()).toHaveAccessibleName(/^[12] \([-+]?[\d.]+\) \d+\.\d{2}$/);
});

test('a player has Deposit beside the balance, leading to the office recharge', async ({ page }) => {
  await page.context().addCookies([await createPlayer(page.request, baseUrl(), adminToken(), { balance: '1000' })]);
  await page.goto('/en/live');
  await page.locator('header').getByRole('link', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/\/en\/office\/recharge$/);
});

test('search finds games by a side', async ({ page }) => {
  await openLiveFootball(page);
  const [side = ''] = ((await page.locator(GAME).first().getAttribute('aria-label')) ?? '').split(' — ');
  await page.goto(`/en/search-events?q=${encodeURIComponent(side)}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Games found' })).toBeVisible();
  await expect(page.locator(GAME).first()).toContainText(side);
});

test('a championship page lists its games with odds in the server markup', async ({ page, request }) => {
  const html = await (await request.get('/en/epl')).text();
  expect(html).toContain('data-game-id');
  await page.goto('/en/epl');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('English Premier League');
  await expect(page.locator(GAME).first()).toBeVisible();
});

for (const [name, width, height] of [
  ['mobile', 390, 844],
  ['desktop', 1280, 900],
] as const) {
  test(`live football on ${name}`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height });
    await openLiveFootball(page);
    await page.screenshot({ path: testInfo.outputPath(`betting-live-${name}.png`) });
    // Games in play name their half and minute; the first price is in the first screen; no price is clipped.
    await expect(page.locator(GAME).first()).toContainText(/[12]H \d+'/);
    const firstPrice = await page.locator(ODDS).first().boundingBox();
    expect((firstPrice?.y ?? height) + (firstPrice?.height ?? 0)).toBeLessThan(height);
    const clipped = await page
      .locator('main button[data-selection-id] span:last-child')
      .evaluateAll((prices) => prices.filter((price) => price.scrollWidth > price.clientWidth).length);
    expect(clipped).toBe(0);
    if (name === 'mobile') expect((await page.locator('header').first().boundingBox())?.height).toBeLessThanOrEqual(56);
    await page.locator(`${GAME} a`).first().click();
    await expect(page.getByRole('heading', { level: 2, name: 'Match' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`betting-game-${name}.png`) });
  });
}

test('a game the sportsbook does not know answers the not-found page with 404, a known one 200', async ({
  page,
  request,
}) => {
  const unknown = await page.goto('/en/live/1-football/1-premier-league/99999999-nobody-nowhere');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
  await expect(page).toHaveTitle(/^This page could not be found/);
  expect((await request.get('/en/epl/event/99999999')).status()).toBe(404);

  await openLiveFootball(page);
  const href = (await page.locator(`${GAME} a`).first().getAttribute('href')) ?? '';
  expect((await request.get(href)).status()).toBe(200);
});

test('following a link to an unknown game in the browser shows the not-found page, and back the list', async ({
  page,
}) => {
  await openLiveFootball(page);
  // The shell follows a link in the page once it has hydrated.
  await waitForViews(page);
  const listTitle = await page.title();
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/en/live/1-football/1-premier-league/99999999-nobody-nowhere';
    link.textContent = 'unknown game';
    document.querySelector('main')?.append(link);
  });
  await page.getByRole('link', { name: 'unknown game' }).click();
  await expect(page).toHaveURL(/\/99999999-nobody-nowhere$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
  await expect(page).toHaveTitle(/^This page could not be found/);
  await page.goBack();
  await expect(page.locator(GAME).first()).toBeVisible();
  await expect(page).toHaveTitle(listTitle);
});
