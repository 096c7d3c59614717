import { expect, test } from '@playwright/test';

test('a remote view that fails to load retries and recovers through its states', async ({ page }) => {
  await page.goto('/en/information/contacts');
  await expect(
    page.locator('[data-view-state="2"]').filter({ has: page.locator('[data-remote-view="info"]') }),
  ).toBeVisible();
  let failures = 0;
  await page.route('**/remote-views/results/**', async (route) => {
    if (failures < 2) {
      failures += 1;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"code":"x","message":"down"}}',
      });
      return;
    }
    await route.continue();
  });
  const states: string[] = [];
  await page.exposeFunction('recordViewState', (state: string) => states.push(state));
  await page.evaluate(() => {
    const observer = new MutationObserver(() => {
      const view = document.querySelector('[data-remote-view="results"]')?.parentElement;
      const state = view?.getAttribute('data-view-state');
      if (state) (window as unknown as { recordViewState(state: string): void }).recordViewState(state);
    });
    observer.observe(document.body, {
      subtree: true,
      attributes: true,
      childList: true,
      attributeFilter: ['data-view-state'],
    });
  });
  await page.getByRole('link', { name: 'Results', exact: true }).first().click();
  await expect(page).toHaveURL(/\/en\/results$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Results/);
  await expect(
    page.locator('[data-view-state]').filter({ has: page.locator('[data-remote-view="results"]') }),
  ).toHaveAttribute('data-view-state', '2');
  expect(failures).toBe(2);
  expect(states).toContain('-1');
  await expect.poll(() => states.at(-1)).toBe('2');
});

test('after its retries a remote view offers a refresh button that loads it', async ({ page }) => {
  await page.goto('/en/information/contacts');
  await expect(page.locator('[data-view-state="2"]').first()).toBeVisible();
  await page.route('**/remote-views/promotions/**', (route) => route.abort('failed'));
  await page.getByRole('link', { name: 'Promotions', exact: true }).first().click();
  const refresh = page.getByRole('button', { name: 'Refresh' });
  await expect(refresh).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('alert')).toBeVisible();
  await page.unroute('**/remote-views/promotions/**');
  await refresh.click();
  await expect(refresh).toBeHidden();
  await expect(page.locator('[data-remote-view="promotions"]').locator('h1')).toBeVisible();
});

test('the shell and every remote share one React', async ({ page }) => {
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        renderers,
        supportsFiber: true,
        inject(renderer: unknown) {
          renderers.set(renderers.size + 1, renderer);
          return renderers.size;
        },
        onScheduleFiberRoot() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });
  await page.goto('/en/information/contacts');
  await expect(page.locator('[data-view-state="2"]')).toHaveCount(3);
  const renderers = await page.evaluate(
    () =>
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
        .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
  );
  expect(renderers).toBe(1);
});

test('a remote routes its own sub-paths without fetching a new view', async ({ page }) => {
  const viewRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remote-views/')) viewRequests.push(request.url());
  });
  await page.goto('/en/information/contacts');
  await expect(page.locator('[data-view-state="2"]').first()).toBeVisible();
  await page.getByRole('link', { name: 'Cookie policy' }).first().click();
  await expect(page).toHaveURL(/\/en\/information\/cookies$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/cookie/i);
  expect(viewRequests).toEqual([]);
});

test('an invalid parameter and an unknown path show the 404 page', async ({ page }) => {
  for (const path of ['/en/results/yesterday', '/en/no-such-page', '/ru/cyber/esports/all']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
  }
  await page.goto('/en/results/yesterday');
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
});
