import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { admin, createPlayer } from '../support/admin';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';

/** Waits for the toto job to open the current draw over the sportsbook's line (a round every 10 s). */
async function currentDrawId(request: APIRequestContext): Promise<number> {
  let drawId = 0;
  await expect
    .poll(
      async () => {
        const answer = await request.get(`${baseUrl()}/web-api/toto/draws/open`);
        drawId = ((await answer.json()) as { current: { id: number } | null }).current?.id ?? 0;
        return drawId;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  return drawId;
}

async function mainBalance(page: Page): Promise<string> {
  const answer = await page.request.get(`${baseUrl()}/web-api/user/accounts`);
  const body = (await answer.json()) as { all_accounts: { type: number; money: string }[] };
  return body.all_accounts.find((account) => account.type === 0)?.money ?? '';
}

// Each journey plays the current draw, which opens the next one: run together, one would find another draw open.
test.describe.configure({ mode: 'serial' });

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
]) {
  test(`a player fills a toto coupon, buys it and sees it settled, on a ${viewport.name}`, async ({
    browser,
    request,
  }) => {
    // A journey through five pages and a settlement: more than the default half a minute on a busy machine.
    test.setTimeout(120_000);
    const drawId = await currentDrawId(request);
    const context = await browser.newContext({ viewport });
    await context.addCookies([await createPlayer(request, baseUrl(), adminToken(), { balance: '1000' })]);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/ru/toto`);
    await expect(page.getByRole('heading', { name: `Купон тиража ${drawId}` })).toBeVisible();
    const games = page.getByRole('list', { name: 'Матчи тиража' });
    await expect(games.getByRole('listitem')).toHaveCount(15);
    await page.getByRole('button', { name: 'Случайный выбор' }).click();
    await expect(page.getByTestId('toto-variants')).toHaveText('1');
    // A second outcome for the first game doubles the variants.
    const first = page.getByRole('group', { name: 'Ваши исходы матча 1' });
    const unpicked = first.locator('button[aria-pressed="false"]').first();
    await unpicked.click();
    await expect(page.getByTestId('toto-variants')).toHaveText('2');
    await expect(page.getByTestId('toto-stake')).toHaveText('20.00\u00a0RUB');
    await page.screenshot({ path: test.info().outputPath(`toto-coupon-ru-${viewport.name}.png`) });
    await page.getByRole('button', { name: 'Купить за 20.00\u00a0RUB' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'принят' })).toContainText('Баланс: 980.00\u00a0RUB');
    await expect(page.getByRole('banner')).toContainText('980.00\u00a0₽');
    await expect(page.getByTestId('toto-pool')).not.toHaveText('0.00\u00a0RUB');

    await page.goto(`${baseUrl()}/ru/toto/coupons`);
    const coupons = page.getByRole('list', { name: 'Мои купоны' });
    await expect(coupons.getByTestId('toto-coupon')).toHaveCount(1);
    await expect(coupons).toContainText('Ждёт результатов');
    await expect(coupons).toContainText('вариантов: 2');

    await admin(request, baseUrl(), adminToken(), 'POST', '/test/toto/play-now');
    // The settlement is pushed to the page: the coupon's result shows without a reload.
    await expect(coupons).toContainText(/Выигрыш [\d\u00a0]+\.\d{2}\u00a0RUB|Без выигрыша/, { timeout: 15_000 });
    const answer = await page.request.get(`${baseUrl()}/web-api/toto/coupons`);
    const [coupon] = ((await answer.json()) as { coupons: { id: number; payout: string }[] }).coupons;
    expect(await mainBalance(page)).toBe(((98_000 + Math.round(Number(coupon?.payout) * 100)) / 100).toFixed(2));

    await coupons.getByRole('link', { name: `Купон № ${coupon?.id}` }).click();
    await expect(page.getByRole('list', { name: 'Матчи тиража' }).getByRole('listitem')).toHaveCount(15);
    await expect(page.getByRole('table')).toContainText('15 из 15');
    await page.screenshot({ path: test.info().outputPath(`toto-settled-ru-${viewport.name}.png`), fullPage: true });

    await page.goto(`${baseUrl()}/en/toto/draws`);
    await expect(page.getByRole('list', { name: 'Past draws' })).toContainText(`Draw ${drawId}`);
    await page.goto(`${baseUrl()}/en/toto/draw/${drawId}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(String(drawId));
    await page.screenshot({ path: test.info().outputPath(`toto-draw-en-${viewport.name}.png`), fullPage: true });
    await context.close();
  });
}

test('a visitor sees the next draw and is asked to log in to play and to see coupons', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/en/toto/next`);
  await expect(page.getByRole('link', { name: 'Log in to play' })).toBeVisible();
  await page.goto(`${baseUrl()}/en/toto/coupons`);
  await expect(page.getByText('Log in to see your coupons')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('toto-coupons-visitor-en-desktop.png') });
  await context.close();
});
