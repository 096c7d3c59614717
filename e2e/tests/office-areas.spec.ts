import { expect, test } from '@playwright/test';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { admin, finishGame } from '../support/admin';
import { mainBalance } from '../support/payments';
import { shootWidths } from '../support/screenshots';

// Bets are played to their end and settled by the sweep: the journey waits for it.
test.describe.configure({ timeout: 150_000 });

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const DESKTOP = { width: 1440, height: 900 };

interface LiveGame {
  id: number;
  markets: { kind: string; period: string; selections: { id: string; coef: string | null }[] }[];
}

/** A new player's browser, with the player's id for the operator's calls. */
async function playerContext(browser: Browser, request: APIRequestContext, options: Record<string, unknown> = {}) {
  const answer = (await admin(request, baseUrl(), adminToken(), 'POST', '/users', {
    login: `office${Date.now()}${Math.floor(Math.random() * 1000)}`,
    password: 'secret-pass-1',
    balance: '5000',
    ...options,
  })) as { result: { userId: number; cookie: string } };
  const [name = '', value = ''] = answer.result.cookie.split('=');
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.addCookies([{ name, value, url: baseUrl() }]);
  return { context, page: await context.newPage(), userId: answer.result.userId };
}

/** The page in both languages, shot at both widths as a player sees it. */
async function shoot(page: Page, path: string, name: string) {
  for (const lng of ['ru', 'en']) {
    await page.goto(`${baseUrl()}/${lng}/${path}`);
    await page.waitForLoadState('networkidle');
    await shootWidths(page, `${name}-${lng}`);
  }
}

/** What every outcome of the dutched game returns: the bookmaker's margin of it is what the player loses. */
const DUTCHED_RETURN = 3000;

/**
 * Stakes on every outcome of one live game's three-way winner, each in inverse proportion to its price, so that
 * whichever wins returns the same; plays the game to its end and answers once all the coupons are settled. The
 * player loses the market's margin, a certain loss rather than a gamble.
 */
async function loseTheMargin(page: Page): Promise<void> {
  const answer = await page.request.get(`${baseUrl()}/web-api/sportsbook/games?mode=live&lng=en&sportId=1&limit=40`);
  const { games } = (await answer.json()) as { games: LiveGame[] };
  for (const game of games) {
    const winner = game.markets.find((market) => market.period === 'game' && market.kind === 'winner3');
    const picks = winner?.selections ?? [];
    if (picks.length !== 3 || picks.some((pick) => pick.coef === null)) continue;
    const coupons: number[] = [];
    for (const pick of picks) {
      const placed = await page.request.post(`${baseUrl()}/web-api/bets/place`, {
        headers: XHR,
        data: {
          requestId: `e2e-office-${Date.now()}-${pick.id.replaceAll(/[^A-Za-z0-9-]/g, '-')}`,
          typeId: 0,
          amount: (DUTCHED_RETURN / Number(pick.coef)).toFixed(2),
          bets: [{ id: pick.id, coef: pick.coef }],
          changeCoefAction: 1,
        },
      });
      if (placed.status() === 200) coupons.push(((await placed.json()) as { coupon: { id: number } }).coupon.id);
    }
    if (coupons.length === 0) continue;
    await finishGame(page.request, baseUrl(), adminToken(), game.id);
    for (const couponId of coupons) {
      await expect
        .poll(
          async () => {
            const coupon = await page.request.get(`${baseUrl()}/web-api/bets/coupons/${couponId}?lng=en`);
            return ((await coupon.json()) as { coupon?: { statusId: number } }).coupon?.statusId ?? -2;
          },
          { timeout: 40_000 },
        )
        .toBeGreaterThanOrEqual(0);
    }
    return;
  }
  throw new Error('no live football game offered its three-way winner');
}

async function sportLoss(page: Page): Promise<number> {
  const answer = await page.request.get(`${baseUrl()}/web-api/sport/cashback`);
  return Number(((await answer.json()) as { current: { netLoss: string } }).current.netLoss);
}

test('a player claims last week’s sport cashback once and finds it among their rewards', async ({
  browser,
  request,
}) => {
  const { context, page, userId } = await playerContext(browser, request);
  for (let game = 0; game < 3 && (await sportLoss(page)) < 100; game += 1) await loseTheMargin(page);
  const loss = await sportLoss(page);
  expect(loss).toBeGreaterThanOrEqual(100);
  const cashback = (Math.floor(loss * 5) / 100).toFixed(2);

  await page.goto(`${baseUrl()}/en/office/cashback`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cashback' })).toBeVisible();
  await expect(page.getByTestId('cashback-accrued')).toContainText(cashback);
  await expect(page.getByText('Nothing to claim for last week.')).toBeVisible();

  await admin(request, baseUrl(), adminToken(), 'POST', `/test/users/${userId}/coupons/backdate`, { days: 7 });
  await page.goto(`${baseUrl()}/ru/office/cashback`);
  await expect(page.getByText(/Спортивный кешбэк возвращает/)).toBeVisible();
  await expect(page.getByTestId('cashback-claimable')).toContainText(cashback);
  const before = await mainBalance(page);
  await page.getByRole('button', { name: /Забрать/ }).click();
  await expect(page.getByRole('status')).toContainText('зачислено на основной счёт.');
  await expect(page.getByRole('button', { name: /Забрать/ })).toHaveCount(0);
  expect(Math.round(Number(await mainBalance(page)) * 100)).toBe(Math.round((Number(before) + Number(cashback)) * 100));
  await shoot(page, 'office/cashback', 'cashback');

  await page.goto(`${baseUrl()}/ru/office/rewards`);
  const rewards = page.getByRole('list', { name: 'Награды, сначала новые' }).getByRole('listitem');
  await expect(rewards).toHaveCount(1);
  await expect(rewards.first()).toContainText('Спортивный кешбэк');
  await expect(rewards.first()).toContainText(cashback);
  await shoot(page, 'office/rewards', 'rewards');
  await context.close();
});

test('account settings save at once, roll back a failed save, and hide the header balance', async ({
  browser,
  request,
}) => {
  const { context, page } = await playerContext(browser, request, { email: `settings${Date.now()}@example.test` });
  await page.goto(`${baseUrl()}/en/office/account-settings`);
  const balance = page.getByRole('button', { name: /Balance of the active account/ });
  await expect(balance).toContainText('5\u00a0000.00');
  const hide = page.getByRole('switch', { name: 'Hide the balance in the header' });
  await expect(hide).toHaveAttribute('aria-checked', 'false');
  await hide.click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(balance).toHaveText('Accounts');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Hide the balance in the header' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.getByRole('button', { name: /Balance of the active account/ })).toHaveText('Accounts');

  await page.getByRole('radio', { name: 'Sport' }).check();
  await expect(page.getByTestId('first-deposit-bonus')).toHaveText(
    'The welcome bonus you chose waits for your first deposit.',
  );
  await expect(page.getByRole('group', { name: 'SMS' }).getByRole('switch')).toBeDisabled();

  // A save the platform does not take is rolled back, with the reason.
  await page.route('**/web-api/office/settings?lng=en', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'bonus_choice_closed', message: 'closed' } }),
        })
      : route.continue(),
  );
  // Clicked, not checked: the rollback may undo the choice before a check() could see it take.
  await page.getByRole('radio', { name: 'Casino' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Your first deposit has been made: the bonus choice cannot be changed.',
  );
  await expect(page.getByRole('radio', { name: 'Sport' })).toBeChecked();
  await page.unroute('**/web-api/office/settings?lng=en');
  await shoot(page, 'office/account-settings', 'account-settings');
  await context.close();
});

test('a player accepts one special offer and declines another', async ({ browser, request }) => {
  const { context, page, userId } = await playerContext(browser, request);
  const stamp = Date.now();
  for (const code of [`e2e-accept-${stamp}`, `e2e-decline-${stamp}`]) {
    await admin(request, baseUrl(), adminToken(), 'POST', '/bonus-offers', {
      code,
      kind: 'deposit',
      titleRu: 'Личный бонус 100 %',
      titleEn: 'Personal 100 % bonus',
      rulesRu: 'Правила',
      rulesEn: 'Rules',
      percent: 100,
      caps: { RUB: '3000' },
      wagerMultiplier: 5,
      minCoef: 1.5,
      validDays: 10,
    });
    await admin(request, baseUrl(), adminToken(), 'POST', '/special-offers', {
      code,
      titleRu: code.includes('accept') ? 'Удвоим депозит' : 'Ещё одно предложение',
      titleEn: code.includes('accept') ? 'We double your deposit' : 'One more offer',
      textRu: 'Только для вас до конца недели.',
      textEn: 'Just for you until the end of the week.',
      bonusOfferCode: code,
      userIds: [userId],
    });
  }
  await page.goto(`${baseUrl()}/ru/office/specialoffers`);
  const offers = page.getByRole('list', { name: 'Предложения для вас' }).getByRole('listitem');
  await expect(offers).toHaveCount(2);
  const doubled = offers.filter({ hasText: 'Удвоим депозит' });
  await expect(doubled).toContainText('100 % от следующего депозита, до 3\u00a0000.00\u00a0RUB, отыграть ×5 за 10 дн.');
  await shoot(page, 'office/specialoffers', 'specialoffers-open');
  await page.goto(`${baseUrl()}/ru/office/specialoffers`);
  await doubled.getByRole('button', { name: 'Принять' }).click();
  await expect(doubled.getByRole('status')).toContainText('бонус начислится со следующим депозитом');
  const other = offers.filter({ hasText: 'Ещё одно предложение' });
  await other.getByRole('button', { name: 'Отказаться' }).click();
  await expect(other.getByRole('status')).toContainText('Вы отказались');
  await page.goto(`${baseUrl()}/en/office/bonuses`);
  await expect(page.getByText('Personal 100 % bonus').first()).toBeVisible();
  await shoot(page, 'office/specialoffers', 'specialoffers-answered');
  await context.close();
});
