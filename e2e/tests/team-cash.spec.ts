import { expect, test } from '@playwright/test';
import { admin, createPlayer } from '../support/admin';
import { depositByCard } from '../support/payments';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';
const TEAM_CASH_FEATURE = 12;

test('the team-cash invitation shows at the 3rd and the 4th completed deposit, once each, and leads to applying', async ({
  browser,
  request,
}) => {
  await admin(request, baseUrl(), adminToken(), 'PUT', `/features/${TEAM_CASH_FEATURE}`, { on: true });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    await context.addCookies([await createPlayer(request, baseUrl(), adminToken(), { balance: '0' })]);
    const page = await context.newPage();
    const notice = page.getByRole('dialog', { name: 'Станьте участником Team Cash' });
    for (const amount of ['100', '150']) await depositByCard(page, amount);
    await page.goto(`${baseUrl()}/ru`);
    await expect(page.getByRole('banner')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(notice).toHaveCount(0);

    await depositByCard(page, '200');
    await page.goto(`${baseUrl()}/ru`);
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Вы сделали уже 3 депозита');
    await page.screenshot({ path: test.info().outputPath('team-cash-ru-390.png') });
    await notice.getByRole('button', { name: 'Не сейчас' }).click();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(notice).toHaveCount(0);

    await depositByCard(page, '250');
    await page.goto(`${baseUrl()}/ru`);
    await expect(notice).toContainText('Вы сделали уже 4 депозита');
    await notice.getByRole('link', { name: 'Оставить заявку' }).click();
    await expect(page).toHaveURL(/\/ru\/office\/payment\/create-request\/3\/33$/);
    await expect(page.getByText('Участие в Team Cash').first()).toBeVisible();
  } finally {
    await context.close();
    await admin(request, baseUrl(), adminToken(), 'PUT', `/features/${TEAM_CASH_FEATURE}`, { on: false });
  }
});
