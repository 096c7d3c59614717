import { expect, test } from '@playwright/test';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { accountDataSchema } from '@betfront/contract/accounts';
import { betHistoryAnswerSchema, openedCouponsAnswerSchema } from '@betfront/contract/bets';
import { admin, createPlayer } from '../support/admin';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

async function balance(page: Page): Promise<number> {
  const answer = accountDataSchema.parse(await (await page.request.get(`${baseUrl()}/web-api/user/accounts`)).json());
  return Number(answer.all_accounts.find((account) => account.id === answer.active_account_id)?.money ?? Number.NaN);
}

async function openCoupons(page: Page) {
  const answer = await page.request.get(`${baseUrl()}/web-api/bets/opened?lng=en`);
  return openedCouponsAnswerSchema.parse(await answer.json()).coupons;
}

/** The last coming round of a game (its bets close last) and the coupon button of one of its outcomes. */
async function lastRoundOdds(page: Page, slug: string, nth: number) {
  const round = page
    .getByTestId(`virtual-game-${slug}`)
    .getByRole('list', { name: 'Coming rounds' })
    .getByRole('listitem')
    .last();
  const roundId = Number(await round.getAttribute('data-round-id'));
  return { roundId, odds: round.locator('button[data-selection-id]').nth(nth) };
}

/** A new player with 1 000.00 on the English virtual sports page on a desktop, and the coupon of its column. */
async function openAsPlayer(browser: Browser, request: APIRequestContext) {
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.addCookies([await createPlayer(request, baseUrl(), adminToken(), { balance: '1000' })]);
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/en/virtualsports`);
  return { context, page, coupon: page.getByRole('complementary').getByRole('region', { name: 'Coupon' }) };
}

test('a player puts two virtual matches into the coupon as an express and sees it settled', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { context, page, coupon } = await openAsPlayer(browser, request);

  const football = await lastRoundOdds(page, 'football', 0);
  const tennis = await lastRoundOdds(page, 'tennis', 0);
  for (const { odds } of [football, tennis]) {
    const selectionId = (await odds.getAttribute('data-selection-id')) ?? '';
    await odds.click();
    await expect(odds).toHaveAttribute('aria-pressed', 'true');
    await expect(coupon.locator(`[data-coupon-bet-id="${selectionId}"]`)).toBeVisible();
  }
  await expect(coupon.getByLabel('Coupon type')).toHaveValue('1');
  await page.screenshot({ path: test.info().outputPath('virtual-coupon-en-desktop.png'), fullPage: true });
  await coupon.getByRole('button', { name: 'Place a bet' }).click();
  await expect(coupon.getByRole('status').filter({ hasText: 'Bet accepted' })).toBeVisible();
  const [placed] = await openCoupons(page);
  expect(placed?.typeId).toBe(1);
  expect(placed?.bets.map((bet) => bet.champName)).toEqual(['Virtual football', 'Virtual tennis']);
  expect(await balance(page)).toBeCloseTo(1000 - Number(placed?.totalStake), 2);

  for (const [slug, { roundId }] of [
    ['football', football],
    ['tennis', tennis],
  ] as const) {
    await admin(request, baseUrl(), adminToken(), 'POST', `/test/virtual/${slug}/play-now`, { roundId });
  }
  // The matches are played at once; the sportsbook's settlement pays the coupon within seconds.
  await expect.poll(async () => (await openCoupons(page)).length, { timeout: 20_000 }).toBe(0);
  const history = betHistoryAnswerSchema.parse(
    await (await page.request.get(`${baseUrl()}/web-api/bets/history?lng=en`)).json(),
  );
  const settled = history.coupons[0];
  expect(settled?.statusId === 0 || settled?.statusId === 1).toBe(true);
  expect(await balance(page)).toBeCloseTo(1000 - Number(placed?.totalStake) + Number(settled?.payout), 2);
  // The header shows the new balance (read on load), its thousands grouped.
  await page.reload();
  const [whole = '', cents = ''] = (1000 - Number(placed?.totalStake) + Number(settled?.payout)).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, '[\\s\u00a0\u202f,]?');
  await expect(page.getByRole('banner')).toContainText(new RegExp(`${grouped}\\.${cents}`));
  await context.close();
});

test('the virtual matches offer their odds to the coupon on a phone, in Russian', async ({ browser, request }) => {
  const context = await browser.newContext({ viewport: PHONE });
  await context.addCookies([await createPlayer(request, baseUrl(), adminToken(), { balance: '1000' })]);
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/ru/virtualsports`);
  const odds = page.getByTestId('virtual-game-football').locator('button[data-selection-id]').first();
  await odds.click();
  await expect(odds).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: test.info().outputPath('virtual-coupon-ru-phone.png'), fullPage: true });
  await context.close();
});

test('a player bets on a virtual race through the coupon, to win and to place, and sees it settled', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { context, page, coupon } = await openAsPlayer(browser, request);
  const race = page
    .getByTestId('virtual-game-horses')
    .getByRole('list', { name: 'Coming rounds' })
    .getByRole('listitem')
    .last();
  const roundId = Number(await race.getAttribute('data-round-id'));
  const toWin = race.locator('button[data-selection-id*=":race-winner:"]').nth(2);
  const toPlace = race.locator('button[data-selection-id*=":race-place:"]').nth(2);
  await expect(toWin).toContainText(/^3\. /);
  for (const odds of [toWin, toPlace]) {
    await odds.click();
    await expect(odds).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(coupon.locator('[data-coupon-bet-id*=":race-"]')).toHaveCount(2);
  await expect(coupon).toContainText('Race winner');
  await expect(coupon).toContainText('Place in the first two');
  // Two picks of one race are placed as singles.
  await coupon.getByLabel('Coupon type').selectOption('9');
  await page.screenshot({ path: test.info().outputPath('virtual-race-coupon-en-desktop.png'), fullPage: true });
  await coupon.getByRole('button', { name: 'Place a bet' }).click();
  await expect(coupon.getByRole('status').filter({ hasText: 'Bet accepted' })).toBeVisible();
  const placed = await openCoupons(page);
  const raceBets = placed.flatMap((placedCoupon) => placedCoupon.bets);
  expect(raceBets.map((bet) => [bet.sportName, bet.champName, bet.kind, bet.code])).toEqual(
    expect.arrayContaining([
      ['Horse racing', 'Virtual horse racing', 'race-winner', '3'],
      ['Horse racing', 'Virtual horse racing', 'race-place', '3'],
    ]),
  );
  const staked = placed.reduce((sum, placedCoupon) => sum + Number(placedCoupon.totalStake), 0);
  expect(await balance(page)).toBeCloseTo(1000 - staked, 2);

  await admin(request, baseUrl(), adminToken(), 'POST', '/test/virtual/horses/play-now', { roundId });
  // The race is run at once; the sportsbook's settlement pays the coupons within seconds.
  await expect.poll(async () => (await openCoupons(page)).length, { timeout: 20_000 }).toBe(0);
  const history = betHistoryAnswerSchema.parse(
    await (await page.request.get(`${baseUrl()}/web-api/bets/history?lng=en`)).json(),
  );
  const paid = history.coupons.reduce((sum, settled) => sum + Number(settled.payout ?? 0), 0);
  expect(history.coupons.flatMap((settled) => settled.bets.map((bet) => bet.home))).toEqual(
    expect.arrayContaining([expect.stringMatching(/^3\. /)]),
  );
  expect(await balance(page)).toBeCloseTo(1000 - staked + paid, 2);
  await page.goto(`${baseUrl()}/en/virtualsports`);
  await expect(page.getByTestId('virtual-game-horses').getByTestId('virtual-score')).toBeVisible();
  await context.close();
});

test('the coupon shows and keeps the stake limits the operator set for a virtual match', async ({
  browser,
  request,
}) => {
  const listed = (await admin(request, baseUrl(), adminToken(), 'GET', '/virtual-games')) as {
    result: { games: ({ slug: string } & Record<string, unknown>)[] };
  };
  const { slug, ...football } = listed.result.games.find((game) => game.slug === 'football') ?? { slug: '' };
  const setFootball = (limits: object) =>
    admin(request, baseUrl(), adminToken(), 'PUT', `/virtual-games/${slug}`, { ...football, ...limits });
  await setFootball({ minStake: '20', maxStake: '50' });
  try {
    const { context, page, coupon } = await openAsPlayer(browser, request);
    const football = await lastRoundOdds(page, 'football', 0);
    await football.odds.click();
    const amount = coupon.getByRole('textbox', { name: /^Amount/ });
    await amount.fill('60');
    await expect(coupon).toContainText(/above the maximum of 50\.00/);
    await page.screenshot({ path: test.info().outputPath('virtual-coupon-limit-en-desktop.png'), fullPage: true });
    await amount.fill('5');
    await expect(coupon).toContainText(/below the minimum of 20\.00/);
    await amount.fill('30');
    await coupon.getByRole('button', { name: 'Place a bet' }).click();
    await expect(coupon.getByRole('status').filter({ hasText: 'Bet accepted' })).toBeVisible();
    expect((await openCoupons(page))[0]?.totalStake).toBe('30.00');
    await context.close();
  } finally {
    await setFootball({});
  }
});
