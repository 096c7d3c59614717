import { expect, test } from '@playwright/test';
import { createPlayer } from '../support/admin';
import { watchConsoleErrors } from '../support/console-errors';
import { shootWidths } from '../support/screenshots';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';
const PASSWORD = 'content-pass-1';
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
test('a visitor opens the news, reads an article and goes on to another one', async ({ page }) => {
  const errors = watchConsoleErrors(page);
  await page.goto(`${baseUrl()}/en/news`);
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  const news = page.getByRole('list', { name: 'Betfront news' });
  await expect(news.getByRole('listitem').first()).toContainText('Betfront partners the Northern Hockey League');
  await shootWidths(page, 'news-en');
  await news.getByRole('link', { name: 'A new betting calculator' }).click();
  await expect(page).toHaveURL(/\/en\/news\/betting-calculator$/);
  await expect(page.getByRole('heading', { level: 1, name: 'A new betting calculator' })).toBeVisible();
  await expect(page.getByText('Published on 20 Oct 2026')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'How to use it' })).toBeVisible();
  await shootWidths(page, 'news-article-en');
  await page.getByRole('list', { name: 'More news' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/en\/news\/[a-z-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('A new betting calculator');

  await page.goto(`${baseUrl()}/ru/news/betting-calculator`);
  await expect(page.getByRole('heading', { level: 1, name: 'Новый калькулятор ставок' })).toBeVisible();
  await expect(page.getByText('Опубликовано 20.10.2026')).toBeVisible();
  await shootWidths(page, 'news-article-ru');
  expect(errors).toEqual([]);
  expect((await page.goto(`${baseUrl()}/en/news/no-such-article`))?.status()).toBe(404);
});

test('the promotions list filters by category and opens a promotion, a partner and a landing', async ({ page }) => {
  const errors = watchConsoleErrors(page);
  await page.goto(`${baseUrl()}/ru/promo?category=casino`);
  const list = page.getByRole('list', { name: 'Акции' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await shootWidths(page, 'promo-casino-ru');
  await list.getByRole('link', { name: 'Выходные в казино: бонус на депозит' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Выходные в казино: бонус на депозит' })).toBeVisible();
  await expect(page.getByText('Акция действует до 31.01.2027', { exact: true })).toBeVisible();
  await shootWidths(page, 'promotion-ru');

  await page.goto(`${baseUrl()}/en/promo`);
  await expect(page.getByRole('list', { name: 'Promotions' }).getByRole('listitem')).toHaveCount(5);
  await shootWidths(page, 'promo-en');
  await page.goto(`${baseUrl()}/en/bonus/partners/northern-hockey-league`);
  await expect(page.getByRole('heading', { level: 1, name: 'Northern Hockey League' })).toBeVisible();
  await page.goto(`${baseUrl()}/en/landing-page/welcome`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Betfront' })).toBeVisible();
  await shootWidths(page, 'landing-en');
  expect(errors).toEqual([]);
});

test('the bonus rules list the published offers and open one offer’s terms', async ({ page }) => {
  const errors = watchConsoleErrors(page);
  await page.goto(`${baseUrl()}/ru/bonus/rules`);
  const rules = page.getByRole('list', { name: 'Правила бонусов' });
  await rules.getByRole('link', { name: 'Приветственный бонус на спорт' }).click();
  await expect(page).toHaveURL(/\/ru\/bonus\/rules\/welcome-sport$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Приветственный бонус на спорт');
  await expect(page.getByRole('row', { name: /Отыгрыш/ })).toContainText('сумма бонуса × 5');
  await shootWidths(page, 'bonus-rule-ru');
  expect(errors).toEqual([]);
});

test('a player ends the session on another device, which is logged out', async ({ browser, request }) => {
  const login = `content${Date.now().toString(36)}`;
  const cookie = await createPlayer(request, baseUrl(), adminToken(), { login, password: PASSWORD });
  const context = await browser.newContext();
  await context.addCookies([cookie]);
  const page = await context.newPage();
  const errors = watchConsoleErrors(page);
  const phone = await browser.newContext({ userAgent: 'Phone browser/2.0' });
  const signedIn = await phone.request.post(`${baseUrl()}/web-api/auth/login`, {
    headers: XHR,
    data: { uLogin: login, uPassword: PASSWORD },
  });
  expect(signedIn.status()).toBe(200);
  const phoneUser = async () =>
    ((await (await phone.request.get(`${baseUrl()}/web-api/session/check`)).json()) as { user_id: number | null })
      .user_id;
  expect(await phoneUser()).not.toBeNull();

  await page.goto(`${baseUrl()}/en/office/session-history`);
  const sessions = page.getByRole('list', { name: 'Open sessions' }).getByRole('listitem');
  await expect(sessions).toHaveCount(2);
  await shootWidths(page, 'session-history-en');
  await page.getByRole('button', { name: 'End the session on Phone browser/2.0' }).click();
  await expect(page.getByText('The session has ended: that device is logged out.')).toBeVisible();
  await expect(sessions).toHaveCount(1);
  await expect(sessions.first()).toContainText('This device');
  expect(await phoneUser()).toBeNull();
  await page.reload();
  await expect(sessions).toHaveCount(1);
  expect(errors).toEqual([]);
  await phone.close();
  await context.close();
});
