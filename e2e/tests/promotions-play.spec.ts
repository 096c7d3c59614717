import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { accountDataSchema } from '@betfront/contract/accounts';
import { createPlayer } from '../support/admin';
import { waitForViews } from '../support/axe';
import { betEveryOutcomeAndFinish } from '../support/every-outcome';

const siteUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

const PROMOTION_PATHS = [
  'promo',
  'bonus/rules',
  'bonus/games',
  'specialoffer/games',
  'allgamesentrance',
  'games',
  'games/memory',
  'games-landing/fortuna',
  'games-landing/lottery',
  'fortuna',
  'chest',
  'memory',
  'safe',
  'lottery',
  'hunting-and-fishing',
  'betting-awards',
];

async function bonusBalance(page: Page): Promise<string> {
  const answer = accountDataSchema.parse(await (await page.request.get(`${siteUrl()}/web-api/user/accounts`)).json());
  return answer.all_accounts.find((account) => account.type === 4)?.money ?? 'none';
}

/** Every promotions page in both languages shows its content, not a promise of it. */
async function expectEveryPageFilled(page: Page) {
  for (const path of PROMOTION_PATHS) {
    for (const lng of ['ru', 'en']) {
      await page.goto(`${siteUrl()}/${lng}/${path}`);
      await waitForViews(page);
      await expect(page.locator('main')).not.toContainText(/appears here|will be shown here|появ|будут показаны/);
    }
  }
}

test('a visitor sees the bonus games, the awards and the hunting season with a way to log in', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto(`${siteUrl()}/en/bonus/games`);
  const games = page.getByRole('list', { name: 'Bonus games' }).getByRole('listitem');
  await expect(games).toHaveCount(5);
  await expect(games.first()).toContainText('Log in to play once a day');
  await games.filter({ hasText: 'Safe' }).getByRole('link', { name: 'How it works' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Safe: crack the lock a day');
  await expect(page.getByRole('table')).toContainText('2000 bonus');

  await page.goto(`${siteUrl()}/ru/betting-awards`);
  await expect(
    page.getByRole('link', { name: 'Войдите, чтобы видеть свой прогресс и забирать награды.' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Первый выигрыш' })).toBeVisible();
  await page.goto(`${siteUrl()}/en/hunting-and-fishing`);
  await expect(page.getByText('Every bet won at odds of 1.80 or more this week is a catch.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in to see your catches and collect the prizes.' })).toBeVisible();

  const unknown = await page.goto(`${siteUrl()}/en/games-landing/new-year`);
  expect(unknown?.status()).toBe(404);
  await expectEveryPageFilled(page);
});

test('a player earns an award and a hunting tier with settled bets, collects each once, and plays memory, safe and lottery once', async ({
  page,
}) => {
  test.setTimeout(480_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.context().addCookies([await createPlayer(page.request, siteUrl(), adminToken(), { balance: '5000' })]);

  await page.goto(`${siteUrl()}/en/hunting-and-fishing`);
  await expect(page.getByText('Catches this week')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'First catch' })).toContainText('1 more catch to go');

  // A single on every outcome of a game: one of them wins; a game at a time until a win is at 1.80 or more (a catch).
  const played: number[] = [];
  await expect(async () => {
    played.push(await betEveryOutcomeAndFinish(page, siteUrl(), adminToken(), { amount: '100', skip: played }));
    await expect(async () => {
      const season = await (await page.request.get(`${siteUrl()}/web-api/hunting-and-fishing`)).json();
      const settled = await (await page.request.get(`${siteUrl()}/web-api/betting-awards`)).json();
      expect(settled.awards.find((award: { code: string }) => award.code === 'first-settled').isEarned).toBe(true);
      expect(season.me.catches).toBeGreaterThan(0);
    }).toPass({ timeout: 45_000 });
  }).toPass({ timeout: 240_000 });

  const firstWin = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'First win' }) });
  await page.goto(`${siteUrl()}/en/betting-awards`);
  // Each page's buttons are tapped once its view has hydrated: before, nothing answers a tap.
  await waitForViews(page);
  await expect(firstWin.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await firstWin.getByRole('button', { name: 'Collect the prize' }).click();
  await expect(page.getByRole('status')).toContainText('The award is paid to your bonus account.');
  await expect(firstWin).toContainText('Paid on');
  expect(await bonusBalance(page)).toBe('100.00');
  const again = await page.request.post(`${siteUrl()}/web-api/betting-awards/first-win/claims`, { headers: XHR });
  expect([again.status(), ((await again.json()) as { error: { code: string } }).error.code]).toEqual([
    409,
    'award_claimed',
  ]);

  await page.goto(`${siteUrl()}/en/hunting-and-fishing`);
  await waitForViews(page);
  const tier = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'First catch' }) });
  await tier.getByRole('button', { name: 'Collect the prize' }).click();
  await expect(page.getByRole('status')).toContainText("The tier's prize is paid to your bonus account.");
  await expect(tier).toContainText('Collected on');
  await expect(page.getByRole('row').filter({ hasText: '(you)' })).toBeVisible();
  expect(await bonusBalance(page)).toBe('200.00');
  const twice = await page.request.post(`${siteUrl()}/web-api/hunting-and-fishing/claims`, {
    headers: XHR,
    data: { tier: 1 },
  });
  expect(twice.status()).toBe(409);

  const second = await page.context().newPage();
  await second.goto(`${siteUrl()}/en/memory`);
  await waitForViews(second);
  await page.goto(`${siteUrl()}/en/memory`);
  await waitForViews(page);
  await page.getByRole('button', { name: 'Turn card 3' }).click();
  await expect(page.getByRole('status').filter({ hasText: /You won|no prize this time/ })).toBeVisible();
  await second.getByRole('button', { name: 'Turn card 1' }).click();
  await expect(second.getByRole('alert')).toContainText('You have already played this game today.');

  await page.goto(`${siteUrl()}/en/safe`);
  await waitForViews(page);
  await page.getByRole('button', { name: 'Digit 2 up' }).click();
  await expect(page.getByLabel('Digit 2', { exact: true })).toHaveText('1');
  await page.getByRole('button', { name: 'Open the safe' }).click();
  await expect(page.getByRole('status').filter({ hasText: /You won|no prize this time/ })).toBeVisible();

  await page.goto(`${siteUrl()}/en/allgamesentrance/lottery`);
  await waitForViews(page);
  await page.getByRole('button', { name: 'Scratch ticket 2' }).click();
  await expect(page.getByRole('status').filter({ hasText: /You won|no prize this time/ })).toBeVisible();

  await page.goto(`${siteUrl()}/en/bonus/games`);
  const cards = page.getByRole('list', { name: 'Bonus games' }).getByRole('listitem');
  for (const played of ['Memory', 'Safe', 'Lottery']) {
    await expect(cards.filter({ has: page.getByRole('heading', { name: played }) })).toContainText('Played today');
  }
  await expect(cards.filter({ has: page.getByRole('heading', { name: 'Wheel of fortune' }) })).toContainText(
    'Your play for today is waiting',
  );
  await expectEveryPageFilled(page);
});
