import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { admin, createPlayer } from '../support/admin';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';

/** Waits for the draws' job to open the lottery's first draw (within its 2 s round). */
async function drawOnSale(request: APIRequestContext, lotteryId: number): Promise<void> {
  await expect
    .poll(async () => {
      const answer = await request.get(`${baseUrl()}/web-api/lotto/lotteries/${lotteryId}`);
      return ((await answer.json()) as { lottery: { nextDraw: unknown } }).lottery.nextDraw !== null;
    })
    .toBe(true);
}

/** A lottery of its own per test, drawn hourly: no scheduled draw closes its sales while the test plays. */
async function openLottery(request: APIRequestContext, slug: string): Promise<number> {
  const answer = (await admin(request, baseUrl(), adminToken(), 'PUT', `/lotteries/${slug}`, {
    nameRu: `Проверка ${slug}`,
    nameEn: `Check ${slug}`,
    pickCount: 4,
    poolSize: 20,
    maxPick: 8,
    drawEverySeconds: 3600,
    closeBeforeSeconds: 60,
    combinationPrice: '10',
    maxStake: '500',
    prizeTable: { '2': 1, '3': 20, '4': 1000 },
  })) as { result: { lottery: { id: number } } };
  const lotteryId = answer.result.lottery.id;
  await drawOnSale(request, lotteryId);
  return lotteryId;
}

const uniqueSlug = (prefix: string) => `${prefix}-${Date.now().toString(36)}`;

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
]) {
  test(`a player buys a system lotto ticket and sees it settled after the draw, on a ${viewport.name}`, async ({
    browser,
    request,
  }) => {
    const slug = uniqueSlug(`e2e-${viewport.name}`);
    const lotteryId = await openLottery(request, slug);
    const context = await browser.newContext({ viewport });
    await context.addCookies([await createPlayer(request, baseUrl(), adminToken(), { balance: '1000' })]);
    const page = await context.newPage();

    await page.goto(`${baseUrl()}/ru/lotto`);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Проверка ${slug}` }) });
    await expect(card).toContainText('4 чисел из 20');
    await expect(card).toContainText('10\u00a0000.00\u00a0RUB');
    await page.getByRole('list', { name: 'Лотереи' }).screenshot({
      path: test.info().outputPath(`catalog-ru-${viewport.name}.png`),
    });
    await card.getByRole('link', { name: 'Купить билет' }).click();
    await expect(page).toHaveURL(new RegExp(`/ru/lotto/view/${lotteryId}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Проверка ${slug}`);

    const grid = page.getByRole('group', { name: 'Числа для выбора' });
    for (const number of ['3', '7', '11', '15', '19'])
      await grid.getByRole('button', { name: number, exact: true }).click();
    await expect(page.getByTestId('lotto-combinations')).toHaveText('5');
    await expect(page.getByTestId('lotto-stake')).toHaveText('50.00\u00a0RUB');
    await page.screenshot({ path: test.info().outputPath(`view-ru-${viewport.name}.png`) });
    await page.getByRole('button', { name: 'Купить за 50.00\u00a0RUB' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'куплен' })).toContainText('Баланс: 950.00\u00a0RUB');
    await expect(page.getByRole('banner')).toContainText('950.00\u00a0₽');
    const tickets = page.getByRole('list', { name: 'Мои билеты' });
    await expect(tickets.locator('[data-ticket-id]')).toHaveCount(1);
    await expect(tickets).toContainText('Ждёт тиража');
    await expect(tickets).toContainText('комб.: 5');

    const drawn = (await admin(request, baseUrl(), adminToken(), 'POST', `/test/lotteries/${slug}/draw-now`)) as {
      result: { drawId: number; numbers: number[] };
    };
    expect(drawn.result.numbers).toHaveLength(4);
    // The draw is pushed to the page: the ticket is settled without a reload.
    await expect(tickets).toContainText(/Выигрыш [\d\u00a0]+\.\d{2}\u00a0RUB|Без выигрыша/, { timeout: 15_000 });
    await expect(tickets).toContainText('Выпали:');
    await tickets.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`settled-ru-${viewport.name}.png`) });

    const answer = await page.request.get(`${baseUrl()}/web-api/lotto/tickets?lotteryId=${lotteryId}`);
    const [ticket] = ((await answer.json()) as { tickets: { id: number; payout: string }[] }).tickets;
    expect(ticket?.payout).toMatch(/^\d+\.\d{2}$/);
    const expectedBalance = (95_000 + Math.round(Number(ticket?.payout) * 100)) / 100;

    await page.goto(`${baseUrl()}/ru/lotto/results/${lotteryId}`);
    const draw = page.locator(`[data-draw-id="${drawn.result.drawId}"]`);
    await expect(draw.getByRole('list', { name: 'Выпали:' }).first()).toContainText(String(drawn.result.numbers[0]));
    await expect(draw.getByRole('list', { name: 'Мои билеты этого тиража' })).toContainText(`Билет ${ticket?.id}`);
    await page.screenshot({ path: test.info().outputPath(`results-ru-${viewport.name}.png`) });

    await page.goto(`${baseUrl()}/ru/office/historypay`);
    const rows = page.getByRole('list', { name: 'Движения по счетам' }).getByRole('listitem');
    await expect(rows.filter({ hasText: 'Ставка' })).toContainText(`Билет лото № ${ticket?.id}`);
    await expect(rows.first()).toContainText(
      `${expectedBalance.toFixed(2)}`.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0'),
    );
    await context.close();
  });
}

test('a ticket after its draw closed is refused in the player’s language and charges nothing', async ({
  browser,
  request,
}) => {
  const slug = uniqueSlug('e2e-closed');
  const lotteryId = await openLottery(request, slug);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addCookies([await createPlayer(request, baseUrl(), adminToken(), { balance: '100' })]);
  const page = await context.newPage();
  // Without the pushed changes the page still offers the draw that has just closed, as after a lost connection.
  await page.route('**/web-api/draws/stream', (route) => route.abort());
  await page.goto(`${baseUrl()}/en/lotto/view/${lotteryId}`);
  await page.getByRole('button', { name: 'Quick pick' }).click();
  await expect(page.getByTestId('lotto-stake')).toHaveText('10.00\u00a0RUB');
  await admin(request, baseUrl(), adminToken(), 'POST', `/test/lotteries/${slug}/draw-now`);
  await page.getByRole('button', { name: 'Buy for 10.00\u00a0RUB' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Sales for this draw have closed/);
  await expect(page.getByText('You have no tickets of this lottery yet.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('closed-en-desktop.png'), fullPage: true });

  await page.goto(`${baseUrl()}/en/lotto`);
  await expect(page.getByRole('heading', { name: `Check ${slug}` })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('catalog-en-phone.png') });
  await context.close();
});

test('a keno ticket is settled by its spots and hits, and the last draw appears without a reload', async ({
  browser,
  request,
}) => {
  const slug = uniqueSlug('e2e-keno');
  const answer = (await admin(request, baseUrl(), adminToken(), 'PUT', `/lotteries/${slug}`, {
    kind: 'keno',
    nameRu: `Кено ${slug}`,
    nameEn: `Keno ${slug}`,
    pickCount: 1,
    poolSize: 80,
    maxPick: 10,
    drawCount: 20,
    drawEverySeconds: 3600,
    closeBeforeSeconds: 60,
    combinationPrice: '10',
    maxStake: '10',
    prizeTable: { '3': { '2': 1, '3': 40 } },
  })) as { result: { lottery: { id: number } } };
  const lotteryId = answer.result.lottery.id;
  await drawOnSale(request, lotteryId);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addCookies([await createPlayer(request, baseUrl(), adminToken(), { balance: '100' })]);
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/en/lotto/view/${lotteryId}`);
  const lastDraw = page.getByRole('region', { name: 'Last draw' });
  await expect(lastDraw).toContainText('No draw has been run yet');

  const grid = page.getByRole('group', { name: 'Numbers to pick' });
  for (const number of ['5', '40', '77']) await grid.getByRole('button', { name: number, exact: true }).click();
  await expect(page.getByTestId('lotto-combinations')).toHaveText('1');
  await expect(page.getByRole('table', { name: 'Prizes of a ticket of 3 numbers' })).toContainText('400.00\u00a0RUB');
  await page.getByRole('button', { name: 'Buy for 10.00\u00a0RUB' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is bought' })).toContainText('90.00\u00a0RUB');
  await page.screenshot({ path: test.info().outputPath('keno-en-phone.png') });

  await admin(request, baseUrl(), adminToken(), 'POST', `/test/lotteries/${slug}/draw-now`);
  await expect(lastDraw.getByRole('list', { name: 'Drawn:' }).getByRole('listitem')).toHaveCount(20, {
    timeout: 15_000,
  });
  const tickets = page.getByRole('list', { name: 'My tickets' });
  await expect(tickets).toContainText(/Won (10|400)\.00\u00a0RUB|No win/, { timeout: 15_000 });
  await lastDraw.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('keno-drawn-en-phone.png') });
  await context.close();
});

test('a player plays a bingo card and sees it marked and paid by its lines after the draw', async ({
  browser,
  request,
}) => {
  const slug = uniqueSlug('e2e-bingo');
  const answer = (await admin(request, baseUrl(), adminToken(), 'PUT', `/lotteries/${slug}`, {
    kind: 'bingo',
    nameRu: `Бинго ${slug}`,
    nameEn: `Bingo ${slug}`,
    pickCount: 24,
    poolSize: 75,
    maxPick: 24,
    drawCount: 40,
    drawEverySeconds: 3600,
    closeBeforeSeconds: 60,
    combinationPrice: '10',
    maxStake: '10',
    prizeTable: { '1': 1, '2': 2, '3': 5, '4': 15, '5': 50, '12': 100000 },
  })) as { result: { lottery: { id: number } } };
  await drawOnSale(request, answer.result.lottery.id);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addCookies([await createPlayer(request, baseUrl(), adminToken(), { balance: '100' })]);
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/ru/lotto/view/${answer.result.lottery.id}`);
  const card = page.getByRole('table', { name: 'Карточка бинго' });
  await expect(card.getByRole('cell')).toHaveCount(25);
  await expect(card.getByRole('cell', { name: '★' })).toHaveCount(1);
  const dealt = await card.textContent();
  await page.getByRole('button', { name: 'Другая карточка' }).click();
  await expect(card).not.toHaveText(dealt ?? '');
  await page.getByRole('button', { name: 'Купить за 10.00\u00a0RUB' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'куплен' })).toContainText('90.00\u00a0RUB');

  await admin(request, baseUrl(), adminToken(), 'POST', `/test/lotteries/${slug}/draw-now`);
  const tickets = page.getByRole('list', { name: 'Мои билеты' });
  await expect(tickets).toContainText(/линий: \d+/, { timeout: 15_000 });
  await expect(tickets).toContainText(/Выигрыш [\d\u00a0]+\.\d{2}\u00a0RUB|Без выигрыша/);
  await page.screenshot({ path: test.info().outputPath('bingo-ru-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await tickets.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('bingo-ru-phone.png') });
  await context.close();
});
