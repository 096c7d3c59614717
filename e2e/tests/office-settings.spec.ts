import { expect, test } from '@playwright/test';
import { createPlayer } from '../support/admin';
import { shootWidths } from '../support/screenshots';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';

test('a saved office setting hides the balance and is recorded; a refused one is rolled back and is not', async ({
  browser,
  request,
}) => {
  const cookie = await createPlayer(request, baseUrl(), adminToken(), { email: `os${Date.now()}@example.test` });
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addCookies([cookie]);
  const page = await context.newPage();
  await page.clock.install();
  const recorded: { page: string | null; name: string; [field: string]: unknown }[] = [];
  context.on('request', (sent) => {
    if (!sent.url().endsWith('/web-api/analytics/events')) return;
    const batch = sent.postDataJSON() as { page: string | null; events: { name: string }[] };
    recorded.push(...batch.events.map((event) => ({ page: batch.page, ...event })));
  });

  await page.goto(`${baseUrl()}/ru/office/account-settings`);
  const balance = page.getByRole('button', { name: /Баланс активного счёта/ });
  const hide = page.getByRole('switch', { name: 'Скрывать баланс в шапке сайта' });
  await expect(hide).toHaveAttribute('aria-checked', 'false');
  await shootWidths(page, 'office-settings-ru');
  await hide.click();
  await expect(page.getByRole('status').filter({ hasText: 'Сохранено' })).toBeVisible();
  await expect(balance).toHaveText('Счета');

  // A save the platform refuses is rolled back, with the reason, and nothing is recorded of it.
  await page.route('**/web-api/office/settings?lng=ru', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'mailing_channel_missing', message: 'missing' } }),
        })
      : route.continue(),
  );
  const news = page.getByRole('switch', { name: 'Новости и акции' }).first();
  const wasOn = await news.getAttribute('aria-checked');
  await news.click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(news).toHaveAttribute('aria-checked', wasOn ?? 'false');
  await page.unroute('**/web-api/office/settings?lng=ru');

  await expect
    .poll(
      async () => {
        await page.clock.fastForward(5_000);
        return recorded;
      },
      { timeout: 20_000 },
    )
    .toEqual(
      expect.arrayContaining([
        { page: 'office.account-settings', name: 'area_open', area: 'settings.account' },
        { page: 'office.account-settings', name: 'setting_saved', id: 'user_hide_balance', value: 'true' },
      ]),
    );
  expect(recorded.filter((event) => event.name === 'setting_saved')).toHaveLength(1);

  await page.goto(`${baseUrl()}/en/office/account-settings`);
  await expect(page.getByRole('switch', { name: 'Hide the balance in the header' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.getByRole('button', { name: /Balance of the active account/ })).toHaveText('Accounts');
  await shootWidths(page, 'office-settings-en');
  await context.close();
});
