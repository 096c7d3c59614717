import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { createPlayer, finishGame } from '../support/admin';
import { readOutbox } from '../support/outbox';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

interface ListedGame {
  id: number;
  markets: { selections: { id: string; coef: string | null }[] }[];
}

/** A single of 20 on the first selection offered in each of two live games; answers the coupons and their games. */
async function placeTwoLiveSingles(request: APIRequestContext, cookie: string) {
  const answer = await request.get(`${baseUrl()}/web-api/sportsbook/games?mode=live&lng=en&limit=30`);
  const games = ((await answer.json()) as { games: ListedGame[] }).games;
  const picks = games
    .map((game) => ({ gameId: game.id, selection: game.markets[0]?.selections.find((item) => item.coef !== null) }))
    .filter((pick) => pick.selection !== undefined);
  const placed = [];
  for (const { gameId, selection } of picks) {
    if (placed.length === 2) break;
    const response = await request.post(`${baseUrl()}/web-api/bets/place`, {
      headers: { ...XHR, cookie },
      data: {
        requestId: `history-actions-${gameId}-${Date.now()}`,
        typeId: 0,
        amount: '20',
        bets: [{ id: selection?.id, coef: selection?.coef }],
        changeCoefAction: 1,
      },
    });
    // The list is priced once a second: a game may have ended since.
    if (response.status() === 409 && (await response.text()).includes('game_finished')) continue;
    expect(response.status(), await response.text()).toBe(200);
    placed.push({ gameId, couponId: ((await response.json()) as { coupon: { id: number } }).coupon.id });
  }
  if (placed.length < 2) throw new Error('two live games with a price are needed');
  return placed;
}

test('a player mails the bet history to themselves, then hides the settled coupons from it', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const email = `history${Date.now()}@example.com`;
  const cookie = await createPlayer(request, baseUrl(), adminToken(), { balance: '500.00', email });
  const [settled, open] = await placeTwoLiveSingles(request, `${cookie.name}=${cookie.value}`);
  if (!settled || !open) throw new Error('two coupons are needed');
  await finishGame(request, baseUrl(), adminToken(), settled.gameId);

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addCookies([cookie]);
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/ru/office/history-mail`);
  await page.getByRole('button', { name: 'Отправить историю' }).click();
  await expect(page.getByRole('status')).toContainText(`История (2 купона) отправлена на ${email}`);
  const [letter] = await readOutbox(request, baseUrl(), email);
  expect(letter?.subject).toMatch(/^История ставок с \d{4}-\d{2}-\d{2} по \d{4}-\d{2}-\d{2}$/);
  expect(letter?.body).toContain(`№ ${settled.couponId} — Ординар — 20.00 RUB`);
  await page.screenshot({ path: test.info().outputPath('history-mail-phone-ru.png') });

  // The sweep settles finished games every 2 s.
  const coupon = (id: number) => page.getByRole('article', { name: `Coupon № ${id}` });
  await expect
    .poll(
      async () => {
        await page.goto(`${baseUrl()}/en/office/history?statusId=-2`);
        // The open coupon is listed among the unsettled ones: once it shows, the list is drawn.
        await expect(coupon(open.couponId)).toBeVisible();
        return coupon(settled.couponId).count();
      },
      { timeout: 20_000 },
    )
    .toBe(0);

  await page.goto(`${baseUrl()}/en/office/history-clear`);
  await page.getByRole('button', { name: 'Hide from history' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('This cannot be undone');
  await page.screenshot({ path: test.info().outputPath('history-clear-dialog-phone-en.png') });
  await dialog.getByRole('button', { name: 'Hide from history' }).click();
  await expect(page.getByRole('status')).toContainText('Coupons hidden: 1.');

  await page.goto(`${baseUrl()}/en/office/history`);
  await expect(coupon(open.couponId)).toBeVisible();
  await expect(coupon(settled.couponId)).toHaveCount(0);
  await context.close();
});
