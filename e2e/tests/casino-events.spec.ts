import { expect, test } from '@playwright/test';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { admin } from '../support/admin';
import { flyWithAutoCashOut, playRound } from '../support/casino-game';
import { mainBalance } from '../support/payments';

// A tournament is played, ends and is paid by the leader job: the journey waits for the clock.
test.describe.configure({ timeout: 150_000 });

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';

/** A new player's browser at the size given, with the player's id for the operator's calls. */
async function playerContext(
  browser: Browser,
  request: APIRequestContext,
  viewport: { width: number; height: number },
) {
  const login = `casino${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const answer = (await admin(request, baseUrl(), adminToken(), 'POST', '/users', {
    login,
    password: 'secret-pass-1',
    balance: '1000',
  })) as { result: { userId: number; cookie: string } };
  const [name = '', value = ''] = answer.result.cookie.split('=');
  const context = await browser.newContext({ viewport });
  await context.addCookies([{ name, value, url: baseUrl() }]);
  return { context, userId: answer.result.userId };
}

const cents = (money: string) => Math.round(Number(money) * 100);

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('a tournament leaderboard follows the player’s rounds, and its prize is paid once it ends', async ({
  browser,
  request,
}) => {
  const startsAt = new Date(Date.now() - 60_000).toISOString();
  const endsAt = new Date(Date.now() + 3_600_000).toISOString();
  const created = (await admin(request, baseUrl(), adminToken(), 'POST', '/casino-tournaments', {
    titleRu: 'Спринт Fruit Reels',
    titleEn: 'Fruit Reels Sprint',
    rulesRu: 'Каждый рубль ставки в Fruit Reels — очко.',
    rulesEn: 'Every rouble staked in Fruit Reels is a point.',
    scoring: 'stake',
    minStake: '0.10',
    currencyIso: 'RUB',
    gameIds: ['101'],
    prizes: ['50'],
    startsAt,
    endsAt,
  })) as { result: { id: number } };
  const id = created.result.id;
  const { context } = await playerContext(browser, request, { width: 390, height: 844 });
  const board = await context.newPage();
  await board.goto(`${baseUrl()}/ru/bonus/casino/tournaments/${id}`);
  await expect(board.getByRole('heading', { level: 1 })).toHaveText('Турнир Спринт Fruit Reels');
  await expect(board.getByText('Пока никто не набрал очков')).toBeVisible();

  const play = await context.newPage();
  await play.goto(`${baseUrl()}/ru/game/101/fruit-reels`);
  const slot = play.frameLocator('iframe');
  await expect(slot.locator('.top__balance')).toHaveText(/^1000\.00 RUB$/, { timeout: 20_000 });
  await playRound(slot);
  await playRound(slot);
  const afterRounds = await mainBalance(play);

  // The page read the leaderboard again by itself: the player's row is there with the two stakes.
  const own = board.getByTestId('leaderboard').locator('tr[data-you="true"]');
  await expect(own).toContainText('2.00', { timeout: 20_000 });
  await expect(own).toContainText('(вы)');
  await expect(own).toContainText('50.00');
  await shoot(board, 'tournament-live-phone-ru');

  await board.goto(`${baseUrl()}/ru/bonus/casino/tournaments/${id}/results`);
  await expect(board.getByText(/итоги подводятся после его окончания/)).toBeVisible();
  // The tournament ends now and is settled at once (a test-only command), as the settlement job would at its end.
  await admin(request, baseUrl(), adminToken(), 'POST', `/test/casino-tournaments/${id}/end-now`);
  await board.reload();
  await expect(board.getByText('призы выплачены на основные счета победителей')).toBeVisible();
  await expect(board.getByTestId('leaderboard').locator('tr[data-you="true"]')).toContainText('50.00');
  await shoot(board, 'tournament-results-phone-ru');
  expect(cents(await mainBalance(board))).toBe(cents(afterRounds) + 5000);
  await context.close();
});

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
]) {
  test(`a player claims last week’s VIP cashback once, on a ${viewport.name}`, async ({ browser, request }) => {
    const { context, userId } = await playerContext(browser, request, viewport);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/en/game/102/rocket-crash`);
    const crash = page.frameLocator('iframe');
    await expect(crash.locator('.top__balance')).toHaveText(/^1000\.00 RUB$/, { timeout: 20_000 });
    for (let step = 0; step < 6; step += 1) await crash.getByRole('button', { name: 'Raise the stake' }).click();
    await expect(crash.locator('.stake__value')).toHaveText('100.00');
    // An automatic cash-out at 1000× is almost never reached: the round loses its 100.00.
    await flyWithAutoCashOut(crash, '1000');
    const lost = 1000 - Number(await mainBalance(page));
    expect(lost).toBeGreaterThan(0);

    await page.goto(`${baseUrl()}/en/office/casino/vipcashback`);
    await expect(page.getByTestId('cashback-accrued')).toHaveText(/5\.00/);
    await expect(page.getByText('Nothing to claim for last week.')).toBeVisible();
    await shoot(page, `cashback-accrued-${viewport.name}-en`);

    await admin(request, baseUrl(), adminToken(), 'POST', `/test/users/${userId}/casino-rounds/backdate`, { days: 7 });
    await page.goto(`${baseUrl()}/ru/office/casino/vipcashback`);
    await expect(page.getByTestId('cashback-claimable')).toContainText('5.00');
    const before = await mainBalance(page);
    await page.getByRole('button', { name: /Забрать 5\.00/ }).click();
    await expect(page.getByRole('status')).toHaveText('5.00\u00a0RUB зачислено на основной счёт.');
    await expect(page.getByRole('list', { name: 'Полученный кешбэк' }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('button', { name: /Забрать/ })).toHaveCount(0);
    expect(cents(await mainBalance(page))).toBe(cents(before) + 500);
    await shoot(page, `cashback-claimed-${viewport.name}-ru`);
    // After a reload the page tells the claim, not "nothing to claim"
    await page.reload();
    await expect(page.getByTestId('cashback-claimed')).toHaveText('5.00\u00a0RUB');
    await expect(page.getByText(/^Получен .+ за /)).toBeVisible();
    await expect(page.getByText(/забирать нечего/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Забрать/ })).toHaveCount(0);
    await expect(page.getByText('суммы в RUB')).toBeVisible();
    await shoot(page, `cashback-claimed-reloaded-${viewport.name}-ru`);

    const again = await page.request.post(`${baseUrl()}/web-api/casino/cashback/vip/claims`, {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(again.status()).toBe(200);
    expect(cents(await mainBalance(page))).toBe(cents(before) + 500);
    await context.close();
  });
}
