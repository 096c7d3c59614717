import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

const GAME = 'main [data-game-id]';
const ODDS = 'main button[aria-pressed]:not([disabled])';

async function openLiveFootball(page: Page) {
  await page.goto('/en/live/1-football');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Football: live betting');
  await expect(page.locator(GAME).first()).toBeVisible();
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
