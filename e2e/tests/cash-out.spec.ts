import { expect, test } from '@playwright/test';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { accountDataSchema } from '@betfront/contract/accounts';
import { openedCouponsAnswerSchema, placeCouponAnswerSchema } from '@betfront/contract/bets';
import { cashOutOffersAnswerSchema } from '@betfront/contract/cash-out';
import type { CashOutOffer } from '@betfront/contract/cash-out';
import { gamesAnswerSchema } from '@betfront/contract/sportsbook';
import { admin, createPlayer, finishGame } from '../support/admin';

// The journeys bet on the same freshest live games and finish or suspend them at their end: run side by side, one
// settled the games another still had open bets on. They run one after another.
test.describe.configure({ mode: 'default' });

const siteUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const cents = (money: string) => Math.round(Number(money) * 100);

interface Pick {
  gameId: number;
  selectionId: string;
}

/**
 * Football games in play whose home win is offered now, one selection each, as many as asked: those with the most
 * time left, so that none ends while the test bets on it.
 */
async function livePicks(page: Page, count: number, outcome = '1'): Promise<Pick[]> {
  const answer = await page.request.get(`${siteUrl()}/web-api/sportsbook/games?mode=live&lng=en&sportId=1&limit=60`);
  const { games } = gamesAnswerSchema.parse(await answer.json());
  const freshestFirst = games.toSorted((a, b) => a.elapsed - b.elapsed);
  const picks = freshestFirst.flatMap((game) => {
    const selection = game.markets
      .flatMap((market) => market.selections)
      .find((candidate) => candidate.id === `${game.id}:game:winner3::${outcome}` && candidate.coef !== null);
    return !game.isSuspended && selection ? [{ gameId: game.id, selectionId: selection.id }] : [];
  });
  if (picks.length < count) throw new Error(`only ${picks.length} live football games offer odds now`);
  return picks.slice(0, count);
}

/** Places a single or an express of 100 at the prices offered now; a selection suspended meanwhile is tried again. */
async function placeLive(page: Page, selectionIds: readonly string[]): Promise<number> {
  let refusal = '';
  for (let attempt = 0; attempt < 15; attempt += 1) {
    const ids = selectionIds.join(',');
    const offered = await page.request.get(`${siteUrl()}/web-api/sportsbook/games?mode=live&lng=en&sportId=1&limit=60`);
    const { games } = gamesAnswerSchema.parse(await offered.json());
    const coefs = new Map(
      games.flatMap((game) => game.markets.flatMap((m) => m.selections)).map((s) => [s.id, s.coef]),
    );
    const bets = selectionIds.map((id) => ({ id, coef: coefs.get(id) ?? '1.01' }));
    const placed = await page.request.post(`${siteUrl()}/web-api/bets/place`, {
      headers: XHR,
      data: {
        requestId: `e2e-cash-out-${Date.now()}-${attempt}`,
        typeId: selectionIds.length === 1 ? 0 : 1,
        amount: '100',
        bets,
        changeCoefAction: 1,
      },
    });
    if (placed.ok()) return placeCouponAnswerSchema.parse(await placed.json()).coupon.id;
    expect(placed.status(), `placing ${ids}`).toBe(409);
    refusal = await placed.text();
    await page.waitForTimeout(1000);
  }
  throw new Error(`the express was refused 15 times, the last time with ${refusal}`);
}

async function balance(page: Page): Promise<number> {
  const answer = accountDataSchema.parse(await (await page.request.get(`${siteUrl()}/web-api/user/accounts`)).json());
  return cents(answer.all_accounts.find((account) => account.id === answer.active_account_id)?.money ?? 'NaN');
}

async function offerOf(page: Page, couponId: number): Promise<CashOutOffer> {
  const answer = await page.request.get(`${siteUrl()}/web-api/cash-out/offers?couponIds=${couponId}`);
  const [offer] = cashOutOffersAnswerSchema.parse(await answer.json()).offers;
  if (!offer) throw new Error(`no offer for coupon ${couponId}`);
  return offer;
}

async function playerPage(context: BrowserContext, request: Parameters<typeof createPlayer>[0]): Promise<Page> {
  await context.addCookies([await createPlayer(request, siteUrl(), adminToken(), { balance: '1000' })]);
  // The player accepts any change of the value between the quote and the sale, as of the odds.
  await context.addInitScript(() => {
    window.localStorage.setItem('betfront.coupon-settings', JSON.stringify({ changeCoefAction: 1 }));
  });
  return context.newPage();
}

/** A new player on a desktop browser with a live express of 100 on two games' home wins. */
async function desktopPlayerWithExpress(browser: Browser, request: Parameters<typeof createPlayer>[0]) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await playerPage(context, request);
  const picks = await livePicks(page, 2);
  const couponId = await placeLive(
    page,
    picks.map((pick) => pick.selectionId),
  );
  return { context, page, picks, couponId };
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

/** Sells on the powerbet page: a part of the stake when given, else all of it; answers the amount paid. */
async function sellOnPage(page: Page, part?: string): Promise<number> {
  const panel = page.getByTestId('cash-out-panel');
  if (part !== undefined) {
    await panel.getByLabel('Часть ставки').check();
    await panel.getByLabel(/^Продаваемая часть ставки/).fill(part);
  }
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const [quote] = await Promise.all([
      page.waitForResponse((response) => /\/web-api\/cash-out\/\d+\/quotes$/.test(response.url())),
      panel.getByRole('button', { name: /^Продать за/ }).click(),
    ]);
    // A goal suspends the game's markets for a few seconds: the quote is refused and there is nothing to confirm.
    if (!quote.ok()) {
      await page.waitForTimeout(2000);
      continue;
    }
    await panel.getByRole('button', { name: 'Подтвердить' }).click();
    const status = panel.getByRole('status');
    await expect(status).not.toBeEmpty();
    const text = (await status.textContent()) ?? '';
    const sold = /^Продано за ([\d.]+) RUB$/.exec(text);
    if (sold?.[1]) return cents(sold[1]);
    // A goal suspends the game's markets for a few seconds: the sale waits for them.
    await expect(panel.getByRole('button', { name: /^Продать за/ })).toBeVisible({ timeout: 30_000 });
  }
  throw new Error('the sale was refused ten times');
}

test('a player sells half of a live express, then the rest, and settlement pays nothing more', async ({
  browser,
  request,
}) => {
  // Goals in the two games suspend their markets and refuse sales for a few seconds each: the journey waits.
  test.setTimeout(300_000);
  const { context, page, picks, couponId } = await desktopPlayerWithExpress(browser, request);
  const start = await balance(page);
  expect(start).toBe(90_000);

  await page.goto(`${siteUrl()}/ru/user/opened-bets/${couponId}/powerbet`);
  const panel = page.getByTestId('cash-out-panel');
  await expect(panel.getByRole('heading', { name: 'Продажа ставки' })).toBeVisible();
  const value = panel.getByTestId('sale-value');
  await expect(value).toHaveText(/^\d+\.\d{2} RUB$/, { timeout: 20_000 });
  // The value follows the live prices: when a leg's game moves, the value moves within a poll or a push.
  const first = await value.textContent();
  await admin(request, siteUrl(), adminToken(), 'POST', '/test/sportsbook/move-game', { gameId: picks[0]?.gameId });
  await expect(value).not.toHaveText(first ?? '', { timeout: 20_000 });
  await shot(page, 'powerbet-desktop-ru');

  const half = await sellOnPage(page, '50');
  await expect(panel.getByTestId('cash-out-sales')).toContainText(`50.00 RUB ставки за ${(half / 100).toFixed(2)} RUB`);
  expect(await balance(page)).toBe(start + half);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'powerbet-phone-ru-half-sold');
  await panel.screenshot({ path: test.info().outputPath('panel-phone-ru-half-sold.png') });

  await page.goto(`${siteUrl()}/ru/user/opened-bets`);
  const card = page.getByRole('article').filter({ hasText: String(couponId) });
  await expect(card.getByTestId('cash-out-summary')).toContainText(
    `Продано 50.00 RUB ставки за ${(half / 100).toFixed(2)} RUB`,
  );
  // A goal in one of the games suspends the sale for a few seconds: the value comes back with the markets.
  await expect(card.getByTestId('sale-value')).toBeVisible({ timeout: 30_000 });
  await shot(page, 'opened-bets-phone-ru');

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${siteUrl()}/ru/user/opened-bets/${couponId}/powerbet`);
  await expect(value).toBeVisible({ timeout: 20_000 });
  const rest = await sellOnPage(page);
  expect(await balance(page)).toBe(start + half + rest);
  await expect(panel.getByTestId('cash-out-sales').getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('article')).toContainText('Продана');

  const opened = openedCouponsAnswerSchema.parse(
    await (await page.request.get(`${siteUrl()}/web-api/bets/opened?lng=ru`)).json(),
  );
  expect(opened.coupons.map((coupon) => coupon.id)).not.toContain(couponId);
  await page.goto(`${siteUrl()}/ru/office/history`);
  const sold = page.getByRole('article').filter({ hasText: String(couponId) });
  await expect(sold.getByTestId('cash-out-summary')).toContainText(
    `Продано 100.00 RUB ставки за ${((half + rest) / 100).toFixed(2)} RUB`,
  );
  await shot(page, 'history-desktop-ru');

  await page.goto(`${siteUrl()}/en/office/history/${couponId}/powerbet`);
  await expect(page.getByTestId('cash-out-sales').getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('article')).toContainText('Sold parts');
  await shot(page, 'history-powerbet-desktop-en');

  for (const pick of picks) {
    await finishGame(request, siteUrl(), adminToken(), pick.gameId);
  }
  // The sweep settles finished games every 2 s; the coupon sold in full is not paid again.
  await page.waitForTimeout(5000);
  expect(await balance(page)).toBe(start + half + rest);
  expect((await offerOf(page, couponId)).cashedOut).toBe(((half + rest) / 100).toFixed(2));
  await context.close();
});

test('a coupon that cannot be sold tells why: a suspended market, a lost bet', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await playerPage(context, request);
  const [home, other, target] = await livePicks(page, 3);
  if (!home || !other || !target) throw new Error('three live games are needed');

  const suspended = await placeLive(page, [home.selectionId, other.selectionId]);
  await admin(request, siteUrl(), adminToken(), 'POST', '/test/sportsbook/suspend-game', { gameId: other.gameId });
  await page.goto(`${siteUrl()}/ru/user/opened-bets/${suspended}/powerbet`);
  const whyNot = page.getByTestId('cash-out-why-not');
  await expect(whyNot).toContainText('Эту ставку сейчас нельзя продать');
  await expect(whyNot).toContainText('рынок приостановлен');
  await shot(page, 'why-not-suspended-phone-ru');
  await page.getByTestId('cash-out-panel').screenshot({ path: test.info().outputPath('panel-phone-ru-suspended.png') });

  // One coupon per result of the third game: once it is over, two of them hold a lost bet.
  const coupons: number[] = [];
  for (const outcome of ['1', 'X', '2']) {
    coupons.push(await placeLive(page, [home.selectionId, `${target.gameId}:game:winner3::${outcome}`]));
  }
  await finishGame(request, siteUrl(), adminToken(), target.gameId);
  let lostCoupon = 0;
  await expect
    .poll(
      async () => {
        for (const couponId of coupons) {
          if ((await offerOf(page, couponId)).reasons.includes('nothing_to_sell')) lostCoupon = couponId;
        }
        return lostCoupon;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  await page.goto(`${siteUrl()}/en/user/opened-bets/${lostCoupon}/powerbet`);
  await expect(page.getByTestId('cash-out-why-not')).toContainText('the bet has lost');
  await shot(page, 'why-not-lost-phone-en');
  await context.close();
});

test('an automatic sale fires once when the value reaches the target', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const { context, page, couponId } = await desktopPlayerWithExpress(browser, request);
  await page.goto(`${siteUrl()}/en/user/opened-bets/${couponId}/powerbet`);
  const panel = page.getByTestId('cash-out-panel');
  await expect(panel.getByTestId('sale-value')).toBeVisible({ timeout: 20_000 });
  await panel.getByLabel('Part of the stake').check();
  await panel.getByLabel(/^Stake to sell/).fill('30');
  // A target every value reaches: the next sweep sells 30.00 of the stake.
  await panel.getByLabel('Sell automatically when the value reaches').fill('0.01');
  await panel.getByRole('button', { name: 'Set' }).click();
  await expect(panel.getByTestId('cash-out-sales')).toContainText('Sold automatically', { timeout: 20_000 });
  await shot(page, 'auto-sale-desktop-en');
  await page.waitForTimeout(5000);
  const offer = await offerOf(page, couponId);
  expect(offer.sales).toHaveLength(1);
  expect(offer.sales[0]).toMatchObject({ isAutomatic: true, stakePart: '30.00' });
  expect(offer.autoSale).toBeNull();
  expect(await balance(page)).toBe(90_000 + cents(offer.sales[0]?.amount ?? 'NaN'));
  await context.close();
});

/** Adds to the bet on the powerbet page; a goal suspends the markets for a few seconds, and the addition waits. */
async function addOnPage(page: Page, amount: string): Promise<void> {
  const form = page.getByTestId('add-to-bet');
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const field = form.getByLabel(/^Добавить к ставке с коэффициентом/);
    await expect(field).toBeVisible({ timeout: 30_000 });
    await field.fill(amount);
    await form.getByRole('button', { name: 'Добавить' }).click();
    const status = form.getByRole('status');
    await expect(status).not.toBeEmpty();
    if (/^Добавлено /.test((await status.textContent()) ?? '')) return;
  }
  throw new Error('the addition was refused ten times');
}

test('a player adds to a live single at the odds of the moment and sees the parts', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await playerPage(context, request);
  const [pick] = await livePicks(page, 1);
  if (!pick) throw new Error('a live game is needed');
  const couponId = await placeLive(page, [pick.selectionId]);

  await page.goto(`${siteUrl()}/ru/user/opened-bets/${couponId}/powerbet`);
  await addOnPage(page, '50');
  expect(await balance(page)).toBe(85_000);
  const parts = page.getByTestId('cash-out-panel').getByTestId('coupon-parts');
  await expect(parts).toContainText('Возможный выигрыш всех частей');
  await expect(parts.getByRole('listitem')).toHaveCount(2);
  await expect(parts).toContainText('50.00 RUB с коэффициентом');
  const offer = await offerOf(page, couponId);
  expect(offer.liveStake).toBe('150.00');
  expect(offer.parts).toHaveLength(1);
  await shot(page, 'add-to-bet-phone-ru');
  await page.setViewportSize({ width: 1440, height: 900 });
  await shot(page, 'add-to-bet-desktop-ru');

  await page.goto(`${siteUrl()}/en/user/opened-bets/${couponId}/powerbet`);
  await expect(page.getByTestId('cash-out-panel').getByTestId('coupon-parts')).toContainText(
    'Possible win of all parts',
  );
  await shot(page, 'add-to-bet-desktop-en');
  await page.goto(`${siteUrl()}/en/user/opened-bets`);
  const card = page.getByRole('article').filter({ hasText: String(couponId) });
  await expect(card.getByTestId('coupon-parts')).toContainText('Added to the bet: 50.00 RUB ×');
  await shot(page, 'opened-bets-desktop-en');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'opened-bets-phone-en');
  await context.close();
});
