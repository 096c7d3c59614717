import { expect, test } from '@playwright/test';
import { createPlayer } from '../support/admin';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';

const GAME = 'main [data-game-id]';
const PRICE = 'main button[data-selection-id]:not([disabled])';

const PAGES = [
  { path: 'marble/live', heading: { ru: 'Марбл-спорт в лайве', en: 'Marble sports live' } },
  { path: 'ufc', heading: { ru: 'UFC в линии', en: 'UFC pre-match' } },
  { path: 'politics', heading: { ru: 'Политика', en: 'Politics' } },
  { path: 'topgame', heading: { ru: 'Топ-матчи в линии', en: 'Top games pre-match' } },
] as const;

const VIEWS = [
  { lng: 'ru', width: 390, height: 844 },
  { lng: 'en', width: 1440, height: 900 },
] as const;

for (const { lng, width, height } of VIEWS) {
  for (const { path, heading } of PAGES) {
    test(`the ${path} page lists priced games that go into the coupon, in ${lng} at ${width}`, async ({
      browser,
      request,
    }) => {
      const context = await browser.newContext({ viewport: { width, height } });
      await context.addCookies([await createPlayer(request, baseUrl(), adminToken(), { balance: '1000' })]);
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/${lng}/${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading[lng]);
      await expect(page.locator(GAME).first()).toBeVisible();
      await expect(page.locator(PRICE).first()).toHaveAccessibleName(/ \d+\.\d{2}$/);
      await page.screenshot({ path: test.info().outputPath(`${path.replace('/', '-')}-${lng}-${width}.png`) });

      const price = page.locator(PRICE).first();
      await expect(async () => {
        if ((await price.getAttribute('aria-pressed')) !== 'true') await price.click();
        await expect(price).toHaveAttribute('aria-pressed', 'true', { timeout: 2000 });
      }).toPass({ timeout: 20_000 });
      if (width < 1000) {
        await expect(page.getByRole('button', { name: 'Открыть купон: событий 1' })).toBeVisible();
      } else {
        const coupon = page.getByRole('complementary').getByRole('region', { name: 'Coupon' });
        await expect(coupon.getByRole('button', { name: 'Place a bet' })).toBeVisible();
      }

      const pageType = path.split('/')[0] ?? path;
      await page.locator(`${GAME} a`).first().click();
      await expect(page).toHaveURL(new RegExp(`/${lng}/${pageType}/game/\\d+(-[a-z0-9-]+)?$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText('—');
      await expect(page.locator(PRICE).first()).toBeVisible();
      // A political event's sides are candidates: no meetings or form to show, and the platform has none either.
      const statistics = page.getByRole('link', { name: lng === 'ru' ? 'Статистика' : 'Statistics', exact: true });
      if (pageType === 'politics') {
        await expect(statistics).toHaveCount(0);
        const gameId = /\/game\/(\d+)/.exec(page.url())?.[1];
        const answer = await page.request.get(`${baseUrl()}/web-api/sportsbook/games/${gameId}/statistics?lng=${lng}`);
        expect(answer.status()).toBe(404);
      } else {
        await expect(statistics).toBeVisible();
      }
      await page.screenshot({
        path: test.info().outputPath(`${pageType}-game-${lng}-${width}.png`),
        fullPage: true,
      });
      await context.close();
    });
  }
}

test('the home page leads to the top games, marble, UFC and politics pages', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${baseUrl()}/ru`);
  const shortcuts = page.getByRole('main').getByRole('navigation', { name: 'Разделы сайта' });
  for (const [name, path] of [
    ['Топ-матчи', '/ru/topgame'],
    ['Марбл-спорт', '/ru/marble/live'],
    ['UFC', '/ru/ufc'],
    ['Политика', '/ru/politics'],
  ] as const) {
    await expect(shortcuts.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', path);
  }
  await shortcuts.screenshot({ path: test.info().outputPath('home-shortcuts-ru-390.png') });
});
