import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { admin, createPlayer } from '../support/admin';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';

// Two journeys bet on the same game's last round and each plays its round at once: run together, one would find the
// round the other played already closed. In order, in one worker.
test.describe.configure({ mode: 'default' });

interface Journey {
  page: 'virtualsports' | 'tvgames' | 'fast-bet';
  slug: string;
  lng: 'ru' | 'en';
  viewport: { name: string; width: number; height: number };
  /** The outcome to bet on, as its button names it. */
  outcome: RegExp;
  texts: { placed: string; waiting: string; settled: RegExp; bets: string; rounds: string; place: string };
}

const RU = {
  placed: 'принята. Баланс: 900.00\u00a0RUB',
  waiting: 'Ждёт результата',
  settled: /Выигрыш [\d\u00a0]+\.\d{2}\u00a0RUB|Проигрыш/,
  bets: 'Мои ставки',
  rounds: 'Ближайшие раунды',
  place: 'Поставить 100.00\u00a0RUB',
};
const EN = {
  placed: 'is placed. Balance: 900.00\u00a0RUB',
  waiting: 'Waiting for the result',
  settled: /Won [\d\u00a0,]+\.\d{2}\u00a0RUB|Lost/,
  bets: 'My bets',
  rounds: 'Coming rounds',
  place: 'Bet 100.00\u00a0RUB',
};
const PHONE = { name: 'phone', width: 390, height: 844 };
const DESKTOP = { name: 'desktop', width: 1440, height: 900 };

const JOURNEYS: Journey[] = [
  { page: 'tvgames', slug: 'dice-tv', lng: 'ru', viewport: DESKTOP, outcome: /^Чёт/, texts: RU },
  { page: 'tvgames', slug: 'dice-tv', lng: 'en', viewport: PHONE, outcome: /^Under 7/, texts: EN },
  { page: 'fast-bet', slug: 'wheel', lng: 'en', viewport: PHONE, outcome: /^Red/, texts: EN },
  { page: 'fast-bet', slug: 'wheel', lng: 'ru', viewport: DESKTOP, outcome: /^Красн/, texts: RU },
];

/** The main account's balance as the platform holds it, for the exact check after the payout. */
async function mainBalance(page: Page): Promise<string> {
  const answer = await page.request.get(`${baseUrl()}/web-api/user/accounts`);
  const body = (await answer.json()) as { all_accounts: { type: number; money: string }[] };
  return body.all_accounts.find((account) => account.type === 0)?.money ?? '';
}

for (const journey of JOURNEYS) {
  test(`a player bets on ${journey.slug} on the ${journey.page} page and sees it settled (${journey.lng}, ${journey.viewport.name})`, async ({
    browser,
    request,
  }) => {
    const { texts } = journey;
    const context = await browser.newContext({ viewport: journey.viewport });
    await context.addCookies([await createPlayer(request, baseUrl(), adminToken(), { balance: '1000' })]);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/${journey.lng}/${journey.page}`);

    const game = page.getByTestId(`virtual-game-${journey.slug}`);
    // The last round on the list: a minute or more before its bets close, so it stays open while the test bets.
    const round = game.getByRole('list', { name: texts.rounds }).getByRole('listitem').last();
    const roundId = await round.getAttribute('data-round-id');
    await round.getByRole('button', { name: journey.outcome }).click();
    const odds = (await page.getByTestId('virtual-pick').locator('strong').last().textContent()) ?? '';
    await page.getByRole('textbox', { name: journey.lng === 'ru' ? 'Ставка' : 'Stake' }).fill('100');
    await page.screenshot({
      path: test.info().outputPath(`${journey.slug}-${journey.lng}-${journey.viewport.name}.png`),
    });
    await page.getByRole('button', { name: texts.place }).click();
    await expect(page.getByRole('status').filter({ hasText: texts.placed })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('900.00\u00a0₽');
    const bets = page.getByRole('list', { name: texts.bets });
    await expect(bets.getByTestId('virtual-bet')).toHaveCount(1);
    await expect(bets).toContainText(texts.waiting);

    await admin(request, baseUrl(), adminToken(), 'POST', `/test/virtual/${journey.slug}/play-now`, {
      roundId: Number(roundId),
    });
    // The round's result is pushed to the page: the bet is settled without a reload.
    await expect(bets).toContainText(texts.settled, { timeout: 15_000 });
    await expect(game.getByTestId('virtual-score')).toBeVisible();
    const won = (await bets.getByTestId('virtual-bet').getAttribute('data-status')) === 'won';
    // A stake of 100 wins exactly 100 × the odds.
    const expected = won ? 900 + Math.round(Number(odds) * 100) : 900;
    expect(await mainBalance(page)).toBe(expected.toFixed(2));
    await page.screenshot({
      path: test.info().outputPath(`${journey.slug}-settled-${journey.lng}-${journey.viewport.name}.png`),
      fullPage: true,
    });
    await context.close();
  });
}

test('a visitor sees the games and is asked to log in to bet', async ({ browser }) => {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/ru/tvgames`);
  const game = page.getByTestId('virtual-game-dice-tv');
  await game.getByRole('list', { name: RU.rounds }).getByRole('listitem').first().getByRole('button').first().click();
  await expect(page.getByRole('link', { name: 'Войдите, чтобы сделать ставку' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('tvgames-visitor-ru-desktop.png'), fullPage: true });
  await page.setViewportSize(PHONE);
  await page.goto(`${baseUrl()}/en/virtualsports`);
  await expect(page.getByTestId('virtual-game-horses')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('virtualsports-visitor-en-phone.png'), fullPage: true });
  await context.close();
});
