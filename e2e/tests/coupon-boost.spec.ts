import { expect, test } from '@playwright/test';
import { admin } from '../support/admin';
import { addAllToCoupon, lineSelections } from '../support/coupon';
import { shootWidths } from '../support/screenshots';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';

test('an express of four picks shows its accumulator boost and the stake limits, and is placed with it', async ({
  browser,
  request,
}) => {
  const created = (await admin(request, baseUrl(), adminToken(), 'POST', '/users', {
    login: `boost${Date.now()}`,
    password: 'secret-pass-1',
    balance: '1000.00',
  })) as { result: { cookie: string } };
  const [name = '', value = ''] = created.result.cookie.split('=');
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addCookies([{ name, value, url: baseUrl() }]);
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/ru`);
  const coupon = page.getByRole('complementary').getByRole('region', { name: 'Купон' });
  const picks = (await lineSelections(request, 30)).filter((pick) => Number(pick.market.coef) >= 1.3).slice(0, 4);
  expect(picks).toHaveLength(4);
  await addAllToCoupon(page, coupon, picks);

  await expect(coupon.getByText(/^Ставка от 10\.00.RUB до 100.000\.00.RUB$/)).toBeVisible();
  const boost = coupon.getByRole('region', { name: 'Бустер экспресса +5%' });
  await expect(boost).toBeVisible();
  await expect(boost).toContainText('Возможный выигрыш с бустером');
  await shootWidths(page, 'coupon-boost-ru');

  await coupon.getByRole('button', { name: 'Сделать ставку' }).click();
  await expect(coupon.getByRole('status')).toBeVisible();
  const opened = await context.request.get(`${baseUrl()}/web-api/bets/opened`);
  const [placed] = ((await opened.json()) as { coupons: { typeId: number; hyperBonusPercent: string | null }[] })
    .coupons;
  expect(placed).toMatchObject({ typeId: 1, hyperBonusPercent: '5.00' });
  await context.close();
});

test('a game’s page links its statistics', async ({ page, request }) => {
  const answer = await request.get(`${baseUrl()}/web-api/sportsbook/games?mode=line&lng=en&limit=1`);
  type Listed = { id: number; sportId: number; sportSlug: string; champId: number; champSlug: string };
  const [game] = ((await answer.json()) as { games: Listed[] }).games;
  if (!game) throw new Error('no line game is offered');
  const path = `${game.sportId}-${game.sportSlug}/${game.champId}-${game.champSlug}/${game.id}`;
  await page.goto(`${baseUrl()}/en/line/${path}`);
  const link = page.getByRole('link', { name: 'Statistics' });
  await expect(link).toHaveAttribute('href', `/en/statisticpopup/game/${game.id}`);
  await shootWidths(page, 'game-statistics-link-en');
});
