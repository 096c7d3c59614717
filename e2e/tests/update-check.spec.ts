import { expect, test } from '@playwright/test';
import { waitForViews } from '../support/axe';
import type { Page } from '@playwright/test';
import { APP_VERSION_PATH } from '@betfront/contract/app-version';

const baseUrl = () => process.env.BETFRONT_URL ?? '';

const runningVersion = (page: Page) =>
  page.evaluate(() => JSON.parse(document.getElementById('betfront-state')?.textContent ?? '{}').version as string);

test('a minute after the page opens, a newer build of the site is offered with a reload', async ({ page }) => {
  await page.clock.install();
  const analytics: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/web-api/analytics/events')) {
      analytics.push(...(request.postDataJSON() as { events: unknown[] }).events);
    }
  });
  await page.goto(`${baseUrl()}/ru`);
  await waitForViews(page);
  const running = await runningVersion(page);
  await page.route(`**${APP_VERSION_PATH}`, (route) => route.fulfill({ json: { version: 'a-newer-build' } }));

  await page.clock.fastForward(59_000);
  await expect(page.getByText('Вышла новая версия сайта')).toBeHidden();
  await page.clock.fastForward(2_000);
  const notice = page.getByRole('status').filter({ hasText: 'Вышла новая версия сайта' });
  await expect(notice).toBeVisible();
  await expect.poll(() => analytics).toContainEqual({ name: 'app_update', running, served: 'a-newer-build' });

  await page.unroute(`**${APP_VERSION_PATH}`);
  await notice.getByRole('button', { name: 'Обновить' }).click();
  await expect(page.getByText('Вышла новая версия сайта')).toBeHidden();
});

test('the site reports the build the page runs, and then nothing is offered', async ({ page, request }) => {
  await page.clock.install();
  await page.goto(`${baseUrl()}/en`);
  // The check's timer starts once the page has hydrated, after it has painted.
  await waitForViews(page);
  const answer = await request.get(`${baseUrl()}${APP_VERSION_PATH}`);
  expect(answer.headers()['cache-control']).toBe('no-store');
  expect(await answer.json()).toEqual({ version: await runningVersion(page) });
  const checked = page.waitForResponse((response) => response.url().endsWith(APP_VERSION_PATH));
  await page.clock.fastForward(61_000);
  await checked;
  await expect(page.getByText('A new version of the site is out')).toBeHidden();
});
