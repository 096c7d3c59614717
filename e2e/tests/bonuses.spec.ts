import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { accountDataSchema } from '@betfront/contract/accounts';
import { admin, finishGame } from '../support/admin';
import { depositByCard } from '../support/payments';

const siteUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
/** The wagering page asks every 10 s; a settlement sweep runs every 2 s. */
const PROGRESS = { timeout: 40_000 };

interface LiveGame {
  id: number;
  markets: { kind: string; period: string; selections: { id: string; coef: string | null }[] }[];
}

/** A welcome sport offer the journey can meet: 100 % up to 300 RUB, wagered once at odds of 1.50 or more. */
async function publishQuickOffer(page: Page): Promise<string> {
  const code = `e2e-sport-${Date.now()}`;
  await admin(page.request, siteUrl(), adminToken(), 'POST', '/bonus-offers', {
    code,
    kind: 'welcome_sport',
    titleRu: 'Быстрый спортивный бонус',
    titleEn: 'Quick sport bonus',
    rulesRu: 'Отыграйте бонус один раз ставками с коэффициентом не ниже 1.50.',
    rulesEn: 'Wager the bonus once in bets at odds of 1.50 or more.',
    percent: 100,
    caps: { RUB: '300' },
    wagerMultiplier: 1,
    minCoef: 1.5,
    excludedTypeIds: [2],
    validDays: 7,
  });
  await admin(page.request, siteUrl(), adminToken(), 'PUT', `/bonus-offers/${code}/published`, { isPublished: true });
  return code;
}

async function registerChoosingSportBonus(page: Page): Promise<void> {
  await page.goto(`${siteUrl()}/en/registration`);
  await page.getByRole('tab', { name: 'One click' }).click();
  await page.getByLabel('Currency').selectOption({ label: 'RUB — Russian rouble' });
  await page.getByLabel('Sports bonus').check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByTestId('registration-login')).toHaveText(/^\d{10}$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/en$/);
}

/**
 * Stakes a single from the main account on a live game's winner market, at odds from 1.50 to 6, then plays that
 * game to its end; a selection suspended meanwhile is passed over for the next.
 */
async function betAndSettle(page: Page, amount: string): Promise<void> {
  const answer = await page.request.get(`${siteUrl()}/web-api/sportsbook/games?mode=live&lng=en&limit=40`);
  const { games } = (await answer.json()) as { games: LiveGame[] };
  for (const game of games) {
    const winner = game.markets.find((market) => market.period === 'game' && market.kind.startsWith('winner'));
    const pick = winner?.selections.find((selection) => Number(selection.coef) >= 1.6 && Number(selection.coef) <= 6);
    if (!pick?.coef) continue;
    const placed = await page.request.post(`${siteUrl()}/web-api/bets/place`, {
      headers: XHR,
      data: {
        requestId: `e2e-bonus-${Date.now()}`,
        typeId: 0,
        amount,
        bets: [{ id: pick.id, coef: pick.coef }],
        changeCoefAction: 1,
      },
    });
    if (placed.status() !== 200) continue;
    await finishGame(page.request, siteUrl(), adminToken(), game.id);
    return;
  }
  throw new Error('no live game offered a winner at odds from 1.60 to 6');
}

async function bonusBalance(page: Page): Promise<string> {
  const answer = accountDataSchema.parse(await (await page.request.get(`${siteUrl()}/web-api/user/accounts`)).json());
  return answer.all_accounts.find((account) => account.type === 4)?.money ?? 'none';
}

test('a player registers with the sport bonus, deposits, wagers it with settled bets and gets it released', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await publishQuickOffer(page);
  try {
    await registerChoosingSportBonus(page);
    await page.goto(`${siteUrl()}/en/office/bonuses`);
    await expect(page.getByTestId('welcome-offer')).toContainText('Quick sport bonus');

    await depositByCard(page, '500');
    expect(await bonusBalance(page)).toBe('300.00');
    await page.goto(`${siteUrl()}/en/office/bonuses/wager`);
    const remaining = page.getByTestId('wager-remaining');
    await expect(remaining).toHaveText('300.00\u00a0RUB');
    await expect(page.getByRole('progressbar', { name: 'Wagering progress' })).toHaveAttribute('aria-valuenow', '0');

    // The page stays open: the progress moves when the bet settles, without a reload.
    await betAndSettle(page, '100');
    await expect(remaining).toHaveText('200.00\u00a0RUB', PROGRESS);
    await expect(page.getByRole('progressbar', { name: 'Wagering progress' })).toHaveAttribute('aria-valuenow', '33');

    const withdrawal = await page.request.post(`${siteUrl()}/web-api/payments/withdrawals`, {
      headers: XHR,
      data: { methodCode: 'card', amount: '200', requestId: `e2e-bonus-out-${Date.now()}`, language: 'en' },
    });
    expect(withdrawal.status()).toBe(409);
    expect(((await withdrawal.json()) as { error: { code: string } }).error.code).toBe('bonus_wagering');

    await betAndSettle(page, '200');
    await expect(page.getByRole('heading', { name: 'Bonus wagered' })).toBeVisible(PROGRESS);
    expect(await bonusBalance(page)).toBe('0.00');
    await page.goto(`${siteUrl()}/en/office/bonuses`);
    const card = page.getByRole('article', { name: 'Quick sport bonus' });
    await expect(card).toContainText('Released');
    await expect(card).toContainText('Moved to your main account');
    await expect(card).toContainText('300.00\u00a0RUB');
  } finally {
    await admin(page.request, siteUrl(), adminToken(), 'PUT', '/bonus-offers/welcome-sport/published', {
      isPublished: true,
    });
  }
});

test('the fortuna wheel spins once a day, a chest opens, a promo code credits bonus money once', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await registerChoosingSportBonus(page);
  const second = await page.context().newPage();
  await second.goto(`${siteUrl()}/en/fortuna`);
  await page.goto(`${siteUrl()}/en/fortuna`);

  const spin = page.getByRole('button', { name: 'Spin the wheel' });
  await spin.click();
  await expect(page.getByRole('status').filter({ hasText: /You won|no prize this time/ })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText(/Next spin:/)).toBeVisible();

  // A second spin, from a page opened before the first, is refused by the platform.
  await second.getByRole('button', { name: 'Spin the wheel' }).click();
  await expect(second.getByRole('alert')).toContainText('You have already played this game today.');
  await expect(second.getByRole('alert')).toContainText('Next spin:');

  await page.goto(`${siteUrl()}/en/chest`);
  await page.getByRole('button', { name: 'Open chest 2' }).click();
  await expect(page.getByRole('status').filter({ hasText: /You won|no prize this time/ })).toBeVisible();

  const code = `E2E${Date.now()}`;
  await admin(page.request, siteUrl(), adminToken(), 'POST', '/bonus-promo-codes', {
    code,
    kind: 'credit',
    titleRu: 'Промокод для проверки',
    titleEn: 'Check code',
    amounts: { RUB: '150' },
    wagerMultiplier: 2,
    days: 1,
  });
  await page.goto(`${siteUrl()}/en/office/promo-code-check?promocode=${code}`);
  await expect(page.getByRole('textbox', { name: 'Promo code' })).toHaveValue(code);
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByRole('status')).toContainText('150.00\u00a0RUB credited to your bonus account');
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByRole('alert')).toContainText('You have already used this promo code.');
  await page.getByRole('textbox', { name: 'Promo code' }).fill('NOSUCHCODE1');
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByRole('alert')).toContainText('There is no such promo code.');

  await page.goto(`${siteUrl()}/en/office/promo-code-history`);
  await expect(page.getByRole('heading', { name: code })).toBeVisible();
});
