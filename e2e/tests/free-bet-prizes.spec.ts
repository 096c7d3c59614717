import { expect, test } from '@playwright/test';
import { createPlayer } from '../support/admin';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
]) {
  test(`a free bet promo code grants its free bet once, on a ${viewport.name}`, async ({ browser, request }) => {
    const context = await browser.newContext({ viewport });
    await context.addCookies([await createPlayer(request, baseUrl(), adminToken(), { balance: '1000' })]);
    const page = await context.newPage();

    await page.goto(`${baseUrl()}/ru/office/promo-code-check?promocode=FREEBET100`);
    await page.getByRole('button', { name: 'Активировать' }).click();
    await expect(page.getByRole('status')).toHaveText('Фрибет 100.00\u00a0RUB ваш: поставьте его из купона.');
    await page.screenshot({ path: test.info().outputPath(`free-bet-code-ru-${viewport.name}.png`), fullPage: true });
    const limits = await page.request.get(`${baseUrl()}/web-api/bets/limits`);
    expect(((await limits.json()) as { availablePrepaidAmount: string }).availablePrepaidAmount).toBe('100.00');

    await page.goto(`${baseUrl()}/en/office/promo-code-check?promocode=FREEBET100`);
    await page.getByRole('button', { name: 'Activate' }).click();
    await expect(page.getByRole('alert')).toHaveText('You have already used this promo code.');

    await page.goto(`${baseUrl()}/en/office/promo-code-history`);
    await expect(page.getByRole('listitem').filter({ hasText: 'FREEBET100' })).toContainText('Free bet 100');
    await page.screenshot({ path: test.info().outputPath(`free-bet-history-en-${viewport.name}.png`), fullPage: true });

    await page.goto(`${baseUrl()}/ru/games-landing/fortuna`);
    await expect(page.getByRole('cell', { name: 'Фрибет 100' })).toBeVisible();
    await expect(page.getByText('Выигрыш до 1000 бонусов: приз в 70\u00a0% игр.')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`fortuna-ru-${viewport.name}.png`), fullPage: true });
    await context.close();
  });
}
