import { expect, test } from '@playwright/test';
import { createPlayer } from '../support/admin';
import { addAllToCoupon, addToCoupon, lineSelection, lineSelections } from '../support/coupon';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';

test('a player places a single from the quick coupon bar on a phone', async ({ browser, request }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addCookies([await createPlayer(request, baseUrl(), adminToken(), { balance: '1000.00' })]);
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/en`);
  const bet = await lineSelection(request);
  await addToCoupon(page, bet);

  const bar = page.getByRole('button', { name: /Open the coupon: 1/ });
  await expect(bar).toBeVisible();
  await expect(bar).toContainText(bet.market.coef);
  await expect(page.locator('body')).toHaveClass(/quick-coupon-visible/);
  await page.screenshot({ path: test.info().outputPath('quick-bar-390.png') });

  await bar.click();
  const coupon = page.getByRole('dialog', { name: 'Coupon' });
  await expect(coupon.getByText(`${bet.game.opponents[0]} — ${bet.game.opponents[1]}`)).toBeVisible();
  await coupon.getByRole('button', { name: 'Place a bet' }).click();
  const success = coupon.getByRole('status').filter({ hasText: 'Bet accepted' });
  await expect(success).toBeVisible();
  await expect(success).toContainText('150.00');
  await expect(success).toContainText(`Total odds${bet.market.coef}`);
  await expect(success.locator('h3 svg')).toBeVisible();
  await expect(success.getByRole('list', { name: /^Selections of coupon/ })).toContainText(
    `${bet.game.opponents[0]} — ${bet.game.opponents[1]}`,
  );
  await expect(page.getByRole('banner')).toContainText('850.00 ₽');
  await expect(success.getByRole('link', { name: 'My open bets' })).toHaveAttribute('href', '/en/user/opened-bets');
  await page.screenshot({ path: test.info().outputPath('placed-390.png') });
  await context.close();
});

test('the desktop column shows the coupon and keeps its settings', async ({ browser, request }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/en`);
  const coupon = page.getByRole('complementary').getByRole('region', { name: 'Coupon' });
  await expect(coupon).toContainText('Add selections to the coupon');

  const bet = await lineSelection(request);
  await addToCoupon(page, bet);
  await expect(coupon.getByRole('button', { name: 'Place a bet' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Open the coupon/ })).toHaveCount(0);

  await coupon.getByRole('button', { name: 'Coupon settings' }).click();
  await coupon.getByRole('radio', { name: 'Ask me every time' }).check();
  await coupon.getByRole('button', { name: 'Increase the amount by 100' }).click();
  await expect(coupon.getByRole('textbox', { name: 'Amount, RUB' })).toHaveValue('250');
  await page.screenshot({ path: test.info().outputPath('column-1280.png') });

  await page.reload();
  await expect(coupon.getByText(`${bet.game.opponents[0]} — ${bet.game.opponents[1]}`)).toBeVisible();
  await coupon.getByRole('button', { name: 'Coupon settings' }).click();
  await expect(coupon.getByRole('radio', { name: 'Ask me every time' })).toBeChecked();

  await coupon.getByRole('button', { name: 'Place a bet' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await context.close();
});

test('a player stakes a coupon under one of their promo codes, which is then spent', async ({ browser, request }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([await createPlayer(request, baseUrl(), adminToken(), { balance: '1000.00' })]);
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/en`);
  await addToCoupon(page, await lineSelection(request));
  const coupon = page.getByRole('complementary').getByRole('region', { name: 'Coupon' });

  await coupon.locator('summary', { hasText: 'Promo code' }).click();
  const picker = coupon.getByRole('combobox', { name: 'My promo codes' });
  await expect(picker.getByRole('option')).toHaveText(['No promo code', 'EXPRESS5', 'WELCOME']);
  await picker.selectOption('WELCOME');
  await page.screenshot({ path: test.info().outputPath('promo-1280.png') });
  await coupon.getByRole('button', { name: 'Place a bet' }).click();
  await expect(coupon.getByRole('status').filter({ hasText: 'Bet accepted' })).toBeVisible();

  const opened = await context.request.get(`${baseUrl()}/web-api/bets/opened`);
  expect(((await opened.json()) as { coupons: { promoCode: string | null }[] }).coupons[0]?.promoCode).toBe('WELCOME');
  await coupon.getByRole('button', { name: 'Keep the bets' }).click();
  await coupon.locator('summary', { hasText: 'Promo code' }).click();
  await expect(picker.getByRole('option')).toHaveText(['No promo code', 'EXPRESS5']);
  await context.close();
});

type Pick = Awaited<ReturnType<typeof lineSelections>>[number];

/** The outcome a result pick names: the side it backs, or the draw. */
function outcomeOf(pick: Pick, sides: readonly [string, string], draw: string): string {
  const code = pick.market.id.split(':').slice(4).join(':');
  return code === '1' ? sides[0] : code === '2' ? sides[1] : draw;
}

/** The product of two-place coefs rounded half up to two places, in whole numbers only. */
function expressCoef(coefs: readonly string[]): string {
  const scaled = coefs.reduce((product, coef) => product * BigInt(coef.replace('.', '')), 1n);
  const unit = 100n ** BigInt(coefs.length - 1);
  const hundredths = (scaled * 2n + unit) / (2n * unit);
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
}

for (const size of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
]) {
  test(`three picks on a ${size.name}: named by outcome, the express odds rounded, quick stakes, the place button in view`, async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ viewport: size });
    await context.addCookies([await createPlayer(request, baseUrl(), adminToken(), { balance: '1000.00' })]);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/en/line/1-football`);
    const picks = await lineSelections(request, 3);
    if (size.name === 'phone') {
      await addToCoupon(page, picks[0]!);
      for (const pick of picks.slice(1)) {
        await page.evaluate(
          (bet) => window.dispatchEvent(new CustomEvent('betfront:couponAddBet', { detail: bet })),
          pick,
        );
      }
      await page.getByRole('button', { name: /Open the coupon: 3/ }).click();
    }
    const coupon =
      size.name === 'phone'
        ? page.getByRole('dialog').getByRole('region', { name: 'Coupon' })
        : page.getByRole('complementary').getByRole('region', { name: 'Coupon' });
    if (size.name === 'desktop') await addAllToCoupon(page, coupon, picks);
    await expect(coupon.getByRole('tab', { selected: true })).toContainText('3');

    const rows = coupon.getByRole('list', { name: 'Selections' }).getByRole('listitem');
    await expect(rows).toHaveCount(3);
    for (const [index, pick] of picks.entries()) {
      const sides = pick.game.opponents as [string, string];
      await expect(rows.nth(index).locator('span').first()).toHaveText(outcomeOf(pick, sides, 'Draw'));
      await expect(rows.nth(index)).toContainText(`${sides[0]} — ${sides[1]}`);
    }
    // Three selections of 1.10 or more carry the express bonus, ×1.03, in the total odds.
    await expect(coupon.getByText('Express bonus ×1.03')).toBeVisible();
    const coefs = await rows.locator('span:nth-child(2)').allTextContents();
    const total = coupon.getByText('Total odds', { exact: true }).locator('xpath=following-sibling::dd[1]');
    await expect(total).toHaveText(expressCoef([...coefs, '1.03']));

    const stake = coupon.getByRole('textbox', { name: 'Amount, RUB' });
    await expect(stake).toHaveValue('150');
    await coupon.getByRole('button', { name: '+50', exact: true }).click();
    await coupon.getByRole('button', { name: '+100', exact: true }).click();
    await expect(stake).toHaveValue('300');
    await coupon.getByRole('button', { name: 'Max', exact: true }).click();
    await expect(stake).toHaveValue('1000.00');
    await coupon.getByRole('button', { name: 'Decrease the amount by 100' }).click();
    await expect(stake).toHaveValue('900');
    await expect(coupon.getByText('To return', { exact: true })).toBeInViewport();
    await expect(coupon.getByRole('button', { name: 'Place a bet' })).toBeInViewport();
    await expect(coupon.getByRole('tab', { name: /My open bets/ })).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath(`three-picks-${size.name}.png`) });

    await coupon.getByRole('button', { name: 'Place a bet' }).click();
    await expect(coupon.getByRole('status').filter({ hasText: 'Bet accepted' })).toBeVisible();
    await coupon.getByRole('tab', { name: /My open bets/ }).click();
    await expect(coupon.getByRole('list', { name: 'My open bets' }).getByRole('listitem').first()).toContainText(
      'Express',
    );
    await context.close();
  });
}

test('picks added on the English site read in Russian after the switch', async ({ browser, request }) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/en/line/1-football`);
  const picks = await lineSelections(request, 2);
  await addAllToCoupon(page, page.getByRole('complementary').getByRole('region', { name: 'Coupon' }), picks);

  const answer = await request.get(`${baseUrl()}/web-api/sportsbook/games?mode=line&lng=ru&limit=30`);
  const { games } = (await answer.json()) as {
    games: { id: number; home: { name: string }; away: { name: string } }[];
  };
  await page.goto(`${baseUrl()}/ru/line/1-football`);
  const coupon = page.getByRole('complementary').getByRole('region', { name: 'Купон' });
  const rows = coupon.getByRole('list', { name: 'События' }).getByRole('listitem');
  for (const [index, pick] of picks.entries()) {
    const game = games.find((item) => item.id === pick.game.id);
    if (!game) throw new Error(`game ${pick.game.id} is not on the Russian line`);
    await expect(rows.nth(index).locator('span').first()).toHaveText(
      outcomeOf(pick, [game.home.name, game.away.name], 'Ничья'),
    );
    await expect(rows.nth(index)).toContainText(`${game.home.name} — ${game.away.name}`);
    await expect(rows.nth(index)).toContainText(/Исход матча|Победитель/);
  }
  await context.close();
});
