import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { createPlayer } from '../support/admin';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';

interface OfferedGame {
  markets: { selections: { id: string; coef: string | null }[] }[];
}

/** Places a 100 ₽ single on a line selection offered now, as the coupon would. */
async function placeSingle(page: Page): Promise<number> {
  const answer = await page.request.get(`${baseUrl()}/web-api/sportsbook/games?mode=line&lng=ru&limit=10`);
  const { games } = (await answer.json()) as { games: OfferedGame[] };
  const selection = games.flatMap((game) => game.markets.flatMap((market) => market.selections)).find((s) => s.coef);
  if (!selection?.coef) throw new Error('no line selection is offered');
  const placed = await page.request.post(`${baseUrl()}/web-api/bets/place`, {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    data: {
      requestId: `e2e-ledger-${Date.now()}`,
      typeId: 0,
      amount: '100',
      bets: [{ id: selection.id, coef: selection.coef }],
      changeCoefAction: 1,
    },
  });
  expect(placed.status()).toBe(200);
  return ((await placed.json()) as { coupon: { id: number } }).coupon.id;
}

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
]) {
  test(`the office's history of movements explains the balance, on a ${viewport.name}`, async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ viewport });
    await context.addCookies([await createPlayer(request, baseUrl(), adminToken(), { balance: '1000' })]);
    const page = await context.newPage();
    const couponId = await placeSingle(page);

    await page.goto(`${baseUrl()}/ru/office/historypay`);
    const movements = page.getByRole('list', { name: 'Движения по счетам' });
    const rows = movements.getByRole('listitem');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('Ставка');
    await expect(rows.nth(0)).toContainText('-100.00\u00a0RUB');
    await expect(rows.nth(0)).toContainText('900.00\u00a0RUB');
    await expect(rows.nth(0).getByRole('link', { name: `Купон № ${couponId}` })).toHaveAttribute(
      'href',
      `/ru/office/history/${couponId}/powerbet`,
    );
    await expect(rows.nth(1)).toContainText('Начальный демо-баланс');
    await expect(rows.nth(1)).toContainText('+1\u00a0000.00\u00a0RUB');
    await page.screenshot({ path: test.info().outputPath(`historypay-${viewport.name}.png`), fullPage: true });

    await page.getByLabel('Операции').selectOption({ label: 'Ставки' });
    await page.getByRole('button', { name: 'Показать' }).click();
    await expect(page).toHaveURL(/group=bets/);
    await expect(rows).toHaveCount(1);
    await expect(rows.nth(0)).toContainText('Ставка');
    await context.close();
  });
}
