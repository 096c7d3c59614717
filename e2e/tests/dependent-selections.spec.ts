import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { openedCouponsAnswerSchema } from '@betfront/contract/bets';
import ru from '../../apps/platform/src/dictionaries/data/coupon/ru.json' with { type: 'json' };
import { createPlayer } from '../support/admin';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';

/** A home win priced this low leaves "home or draw" too short to be offered. */
const MIN_HOME_WIN_COEF = 1.5;

/** Opens, from the football line in Russian, the first game whose "home or draw" is offered; answers its id. */
async function openLineGame(page: Page): Promise<number> {
  await page.goto(`${baseUrl()}/ru/line/1-football`);
  await expect(page.locator('main [data-view-state="2"]').first()).toBeAttached();
  const rows = page.locator('main [data-game-id]');
  const homeWins = await rows.evaluateAll((elements) =>
    elements.map(
      (row) => row.querySelector('button[data-selection-id$=":game:winner3::1"]')?.textContent?.match(/\d+\.\d+/)?.[0],
    ),
  );
  const index = homeWins.findIndex((coef) => Number(coef) >= MIN_HOME_WIN_COEF);
  expect(index, 'a game whose home win pays 1.5 or more').toBeGreaterThanOrEqual(0);
  await rows.nth(index).locator('a').first().click();
  await expect(page).toHaveURL(/\/ru\/line\/1-football\/[^/]+\/\d+/);
  return Number(/\/(\d+)[^/]*$/.exec(new URL(page.url()).pathname)?.[1]);
}

/** Clicks an odd until the coupon has taken it: a click before the page has hydrated does nothing. */
async function addOdd(page: Page, selectionId: string): Promise<void> {
  const odd = page.locator(`main button[data-selection-id="${selectionId}"]`);
  await expect(odd).toBeEnabled();
  await expect(async () => {
    if ((await odd.getAttribute('aria-pressed')) !== 'true') await odd.click();
    await expect(odd).toHaveAttribute('aria-pressed', 'true', { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

/** The text is whole on the screen: nothing of it is cut off by the page or by a box around it. */
async function expectReadable(text: Locator): Promise<void> {
  // Centred, so that a scroll offset of a fraction of a pixel does not count as cut off.
  await text.evaluate((node) => node.scrollIntoView({ block: 'center' }));
  await expect(text).toBeInViewport({ ratio: 1 });
  expect(await text.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
}

for (const [device, width, height] of [
  ['a phone', 390, 844],
  ['a desktop', 1440, 900],
] as const) {
  test(`on ${device}, two selections of one game lock the express with the reason, and go as singles`, async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ viewport: { width, height } });
    await context.addCookies([await createPlayer(request, baseUrl(), adminToken(), { balance: '1000.00' })]);
    const page = await context.newPage();
    const gameId = await openLineGame(page);
    const homeWin = `${gameId}:game:winner3::1`;
    const homeOrDraw = `${gameId}:game:double-chance::1X`;
    await addOdd(page, homeWin);
    await addOdd(page, homeOrDraw);

    let coupon = page.getByRole('complementary').getByRole('region', { name: ru['coupon.title'] });
    if (width < 1100) {
      await page.getByRole('button', { name: ru['coupon.quick.open'].replace('{{count}}', '2') }).click();
      coupon = page.getByRole('dialog', { name: ru['coupon.title'] });
    }
    await expect(coupon.getByRole('combobox', { name: ru['coupon.type.label'] })).toHaveValue('1');
    for (const selectionId of [homeWin, homeOrDraw]) {
      const reason = coupon.locator(`[data-coupon-bet-id="${selectionId}"]`).getByRole('status');
      await expect(reason).toHaveText(ru['coupon.bet.dependent']);
      await expectReadable(reason);
    }
    const way = coupon.getByRole('alert').filter({ hasText: ru['coupon.message.dependent'] });
    await expectReadable(way);
    await expect(coupon.getByRole('button', { name: ru['coupon.place'] })).toBeDisabled();
    await page.screenshot({ path: test.info().outputPath(`dependent-locked-${width}.png`) });

    await way.getByRole('button', { name: ru['coupon.message.make_singles'] }).click();
    await expect(coupon.getByRole('combobox', { name: ru['coupon.type.label'] })).toHaveValue('4');
    await expect(coupon.getByText(ru['coupon.bet.dependent'])).toHaveCount(0);
    await coupon.getByRole('button', { name: ru['coupon.place'] }).click();
    // A multi is one coupon a bet.
    await expect(coupon.getByRole('status').filter({ hasText: 'Ставки приняты' })).toBeVisible();

    const opened = openedCouponsAnswerSchema.parse(
      await (await context.request.get(`${baseUrl()}/web-api/bets/opened`)).json(),
    );
    expect(opened.coupons).toHaveLength(2);
    expect(opened.coupons.map((coupon) => [coupon.typeId, coupon.totalStake])).toEqual([
      [0, '150.00'],
      [0, '150.00'],
    ]);
    expect(opened.coupons.map((coupon) => coupon.bets[0]?.selectionId).sort()).toEqual([homeWin, homeOrDraw].sort());
    await context.close();
  });
}
