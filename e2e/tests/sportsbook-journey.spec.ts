import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { accountDataSchema } from '@betfront/contract/accounts';
import { betHistoryAnswerSchema, openedCouponsAnswerSchema } from '@betfront/contract/bets';
import type { PlacedCoupon } from '@betfront/contract/bets';
import { finishGame } from '../support/admin';

const siteUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';

const GAME_ROW = 'main [data-game-id]';
const OPEN_ODDS = 'button[data-selection-id][aria-pressed="false"]:not([disabled])';
const STATUS_LABELS: Record<number, string> = {
  0: 'Lose',
  1: 'Win',
  2: 'Return',
  3: 'Forced return',
  4: 'Half win, half return',
  5: 'Half lose, half return',
  6: 'Half lose, half win',
};

async function registerInOneClick(page: Page): Promise<void> {
  await page.goto(`${siteUrl()}/en/registration`);
  await page.getByRole('tab', { name: 'One click' }).click();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByTestId('registration-login')).toHaveText(/^\d{10}$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/en$/);
}

async function balance(page: Page): Promise<number> {
  const answer = accountDataSchema.parse(await (await page.request.get(`${siteUrl()}/web-api/user/accounts`)).json());
  const active = answer.all_accounts.find((account) => account.id === answer.active_account_id);
  return Number(active?.money ?? Number.NaN);
}

/** Three games in play whose odds are offered now, each with the selection to bet on. */
async function pickThreeGames(page: Page): Promise<{ gameId: number; selectionId: string }[]> {
  const picks: { gameId: number; selectionId: string }[] = [];
  for (const row of await page.locator(GAME_ROW).all()) {
    const odd = row.locator(OPEN_ODDS).first();
    if ((await odd.count()) === 0) continue;
    picks.push({
      gameId: Number(await row.getAttribute('data-game-id')),
      selectionId: (await odd.getAttribute('data-selection-id')) ?? '',
    });
    if (picks.length === 3) return picks;
  }
  throw new Error('fewer than three live football games offer odds now');
}

async function addToCoupon(page: Page, coupon: Locator, selectionId: string): Promise<void> {
  const odd = page.locator(`main button[data-selection-id="${selectionId}"]`);
  // A goal suspends a game's markets for a few seconds: wait for its odds to be offered again.
  await expect(odd).toBeEnabled({ timeout: 20_000 });
  await odd.click();
  await expect(coupon.locator(`[data-coupon-bet-id="${selectionId}"]`)).toBeVisible();
}

/** Places the coupon; a selection suspended by a goal in the meantime is placed once it is offered again. */
async function place(coupon: Locator): Promise<void> {
  const accepted = coupon.getByRole('status').filter({ hasText: 'Bet accepted' });
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await expect(coupon.getByRole('button', { name: 'Place a bet' })).toBeEnabled({ timeout: 20_000 });
    await coupon.getByRole('button', { name: 'Place a bet' }).click();
    const refused = coupon.getByRole('alert');
    await expect(accepted.or(refused).first()).toBeVisible();
    if (await accepted.isVisible()) {
      await coupon.getByRole('button', { name: 'Clear', exact: true }).click();
      await expect(coupon.locator('[data-coupon-bet-id]')).toHaveCount(0);
      return;
    }
    await expect(refused.first()).toContainText(/suspended|odds have changed|not offered/i);
    await coupon.page().waitForTimeout(1000);
  }
  throw new Error('the coupon was refused ten times');
}

async function openCoupons(page: Page): Promise<PlacedCoupon[]> {
  const answer = await page.request.get(`${siteUrl()}/web-api/bets/opened?lng=en`);
  return openedCouponsAnswerSchema.parse(await answer.json()).coupons;
}

test('a new player bets on live football: a single, an express and a system 2/3, then sees them settled', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerInOneClick(page);
  const startBalance = await balance(page);
  expect(startBalance).toBeGreaterThan(450);

  await page.goto(`${siteUrl()}/en/live/1-football`);
  await expect(page.locator(GAME_ROW).first()).toBeVisible();
  await expect(page.locator('main button [data-move]').first()).toBeAttached({ timeout: 20_000 });
  const [first, second, third] = await pickThreeGames(page);
  if (!first || !second || !third) throw new Error('three games were picked');

  const coupon = page.getByRole('complementary').getByRole('region', { name: 'Coupon' });
  await coupon.getByRole('button', { name: 'Coupon settings' }).click();
  await coupon.getByRole('radio', { name: 'Accept any change' }).check();
  await coupon.getByRole('button', { name: 'Coupon settings' }).click();

  await addToCoupon(page, coupon, first.selectionId);
  await expect(coupon.getByLabel('Coupon type')).toHaveValue('0');
  await place(coupon);

  await addToCoupon(page, coupon, first.selectionId);
  await addToCoupon(page, coupon, second.selectionId);
  await expect(coupon.getByLabel('Coupon type')).toHaveValue('1');
  await place(coupon);

  for (const pick of [first, second, third]) await addToCoupon(page, coupon, pick.selectionId);
  await coupon.getByLabel('Coupon type').selectOption({ label: 'System' });
  await expect(coupon.getByRole('combobox', { name: 'System', exact: true })).toContainText('2 of 3 (3 combinations)');
  await place(coupon);

  await page.goto(`${siteUrl()}/en/user/opened-bets`);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(3);
  await expect(cards.filter({ hasText: 'System 2/3' })).toHaveCount(1);
  await expect(cards.filter({ hasText: 'Express' })).toHaveCount(1);
  await expect(cards.filter({ hasText: 'Single' })).toHaveCount(1);
  const placed = await openCoupons(page);
  const staked = placed.reduce((sum, coupon) => sum + Number(coupon.totalStake), 0);
  expect(await balance(page)).toBeCloseTo(startBalance - staked, 2);

  for (const pick of [first, second, third]) {
    // A game may have ended on its own meanwhile; the others are played to their end now.
    await finishGame(request, siteUrl(), adminToken(), pick.gameId);
  }
  await expect.poll(async () => (await openCoupons(page)).length, { timeout: 20_000 }).toBe(0);

  const history = betHistoryAnswerSchema.parse(
    await (await page.request.get(`${siteUrl()}/web-api/bets/history?lng=en`)).json(),
  );
  expect(history.total).toBe(3);
  const paid = history.coupons.reduce((sum, coupon) => sum + Number(coupon.payout ?? Number.NaN), 0);
  expect(await balance(page)).toBeCloseTo(startBalance - staked + paid, 2);

  await page.goto(`${siteUrl()}/en/office/history`);
  for (const settled of history.coupons) {
    expect(settled.statusId).toBeGreaterThanOrEqual(0);
    for (const bet of settled.bets) expect(bet.statusId).toBeGreaterThanOrEqual(0);
    const card = page.getByRole('article').filter({ hasText: String(settled.id) });
    await expect(card).toContainText(STATUS_LABELS[settled.statusId] ?? 'unknown status');
  }
  await page.screenshot({ path: test.info().outputPath('journey-history.png'), fullPage: true });
});
