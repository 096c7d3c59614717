import { expect, test } from '@playwright/test';
import type { APIRequestContext, Browser } from '@playwright/test';
import { admin, createPlayer, finishGame } from '../support/admin';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

interface ListedGame {
  id: number;
  home: { name: string };
  away: { name: string };
  markets: { selections: { id: string; coef: string | null }[] }[];
}

async function gamesOf(request: APIRequestContext, mode: 'line' | 'live', lng = 'en'): Promise<ListedGame[]> {
  const answer = await request.get(`${baseUrl()}/web-api/sportsbook/games?mode=${mode}&lng=${lng}&limit=30`);
  return ((await answer.json()) as { games: ListedGame[] }).games;
}

/** A player with money and a session, in a browser context of the given width. */
async function playerContext(browser: Browser, request: APIRequestContext, width: number) {
  const cookie = await createPlayer(request, baseUrl(), adminToken(), { balance: '1000.00' });
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addCookies([cookie]);
  return { context, cookie: `${cookie.name}=${cookie.value}` };
}

/** Places a single on the first line selection offered now, through the API as the coupon does. */
async function placeSingle(request: APIRequestContext, cookie: string) {
  const games = await gamesOf(request, 'line');
  const game = games.find((item) => item.markets.some((market) => market.selections.some((s) => s.coef !== null)));
  const selection = game?.markets.flatMap((market) => market.selections).find((item) => item.coef !== null);
  if (!game || !selection?.coef) throw new Error('no line selection is offered');
  const answer = await request.post(`${baseUrl()}/web-api/bets/place`, {
    headers: { ...XHR, cookie },
    data: {
      requestId: `bet-views-${Date.now()}`,
      typeId: 0,
      amount: '50',
      bets: [{ id: selection.id, coef: selection.coef }],
      changeCoefAction: 1,
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const { coupon } = (await answer.json()) as { coupon: { id: number } };
  return { couponId: coupon.id, game };
}

test('opened bets and the bets history show a coupon placed through the API', async ({ browser, request }) => {
  const { context, cookie } = await playerContext(browser, request, 390);
  const { couponId, game } = await placeSingle(request, cookie);
  // A placed coupon keeps the side names in the language it was placed in.
  const ruGame = (await gamesOf(request, 'line', 'ru')).find((item) => item.id === game.id);
  const sides = [game, ruGame].flatMap((item) => (item ? [`${item.home.name} — ${item.away.name}`] : []));
  const page = await context.newPage();

  await page.goto(`${baseUrl()}/en/user/opened-bets`);
  const card = page.getByRole('article', { name: `Coupon № ${couponId}` });
  await expect(card).toBeVisible();
  const cardText = (await card.textContent()) ?? '';
  expect(
    sides.some((side) => cardText.includes(side)),
    cardText,
  ).toBe(true);
  await expect(card).toContainText('Single');
  await expect(card).toContainText('Not calculated');
  await page.screenshot({ path: test.info().outputPath('opened-bets-390.png'), fullPage: true });

  await card.getByRole('link', { name: `Details of coupon № ${couponId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/en/user/opened-bets/${couponId}/powerbet$`));
  await expect(page.getByRole('article', { name: `Coupon № ${couponId}` })).toBeVisible();
  await page.goto(`${baseUrl()}/en/office/history`);
  await expect(page.getByRole('article', { name: `Coupon № ${couponId}` })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('history-390.png'), fullPage: true });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${baseUrl()}/en/office/history?statusId=-2`);
  const row = page.getByRole('article', { name: `Coupon № ${couponId}` });
  await expect(row).toBeVisible();
  await expect(row).toContainText('50.00');
  await page.screenshot({ path: test.info().outputPath('history-1280.png'), fullPage: true });

  await page.goto(`${baseUrl()}/en/office/history?statusId=1`);
  await expect(page.getByRole('heading', { name: 'No coupons match' })).toBeVisible();
  await context.close();
});

test('a visitor is offered to log in on the open bets page', async ({ page }) => {
  await page.goto(`${baseUrl()}/en/user/opened-bets`);
  await expect(page.getByRole('link', { name: 'Log in' }).last()).toBeVisible();
});

test('the disallowed sports are saved as a pair and read back', async ({ browser, request }) => {
  const { context, cookie } = await playerContext(browser, request, 1280);
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/en/office/disallow-sports`);
  const line = page.getByRole('group', { name: 'Pre-match' });
  const live = page.getByRole('group', { name: 'Live' });
  const firstLine = line.getByRole('checkbox').first();
  const secondLive = live.getByRole('checkbox').nth(1);
  await firstLine.check();
  await secondLive.check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your choice is saved.' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('disallow-sports-1280.png'), fullPage: true });

  await page.reload();
  await expect(line.getByRole('checkbox').first()).toBeChecked();
  await expect(live.getByRole('checkbox').nth(1)).toBeChecked();
  await expect(live.getByRole('checkbox').first()).not.toBeChecked();
  const saved = await request.get(`${baseUrl()}/web-api/bets/disallowed-sports`, { headers: { cookie } });
  const pair = (await saved.json()) as { line: number[]; live: number[] };
  expect(pair.line).toHaveLength(1);
  expect(pair.live).toHaveLength(1);
  await context.close();
});

test('the results pages show finished and live games, and the rounds the game zone played', async ({
  page,
  request,
}) => {
  const live = await gamesOf(request, 'live');
  const [finishing, stillLive] = live;
  if (!finishing || !stillLive) throw new Error('fewer than two games are in play');
  await finishGame(request, baseUrl(), adminToken(), finishing.id);

  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(`${baseUrl()}/en/results`);
  const match = `${finishing.home.name} — ${finishing.away.name}`;
  const finishedRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: match }) });
  await expect(finishedRow).toBeVisible();
  await expect(finishedRow).toContainText(/\d+:\d+/);

  const played = (await admin(request, baseUrl(), adminToken(), 'POST', '/test/virtual/dice-tv/play-now', {})) as {
    result: { roundId: number; result: { score: number[] } };
  };
  const total = played.result.result.score.reduce((sum, face) => sum + face, 0);
  await admin(request, baseUrl(), adminToken(), 'POST', '/test/virtual/wheel/play-now', {});
  await page.goto(`${baseUrl()}/ru/results/zone`);
  await expect(page.getByRole('table', { name: 'Колесо' })).toBeVisible();
  const dice = page.getByRole('table', { name: 'Кости ТВ' });
  await expect(dice.locator(`tr[data-round-id="${played.result.roundId}"]`)).toContainText(`Сумма ${total}`);
  await page.getByRole('link', { name: /^Кости ТВ \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/\/ru\/results\/zone\?date=[\d-]+&gameId=\d+$/);
  // The tab changes only the query: the page's content follows it without a reload.
  await expect(page.getByRole('table')).toHaveCount(1);
  await expect(dice).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('results-zone-390.png'), fullPage: true });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${baseUrl()}/en/results/live`);
  await expect(page.getByRole('rowheader', { name: `${stillLive.home.name} — ${stillLive.away.name}` })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: match })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('results-live-1280.png'), fullPage: true });
});
