import { expect, test as base } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { RouteDefinition } from '../../apps/shell/src/routes/route-definition';
import { collectConsoleErrors } from '../support/console-errors';
import { CATALOGUE, examplePath } from '../support/example-paths';

type Expectation = { kind: 'page' } | { kind: 'redirect'; to: RegExp } | { kind: 'status'; status: number };

/** What a visitor gets on the demo site's settings, read from the route's flags. */
function expectationFor(route: RouteDefinition, lng: string): Expectation {
  const { flags } = route;
  if (flags.requiredSetting === 'isIdentificationEnabled') return { kind: 'status', status: 404 };
  if (flags.isBlockPage || flags.isMaintenancePage || flags.bannedOnly)
    return { kind: 'redirect', to: new RegExp(`/${lng}$`) };
  if (flags.needsLogin) return { kind: 'redirect', to: new RegExp(`/${lng}/user/login`) };
  return { kind: 'page' };
}

/**
 * One visitor's page per worker, its cookies cleared before each route: a fresh browser context per route
 * costs more than the route's own checks.
 */
const test = base.extend<{ visitorPage: Page }, { workerPage: Page }>({
  workerPage: [
    async ({ browser }, provide) => {
      const context = await browser.newContext({ baseURL: process.env.BETFRONT_URL });
      await provide(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  visitorPage: async ({ workerPage }, provide) => {
    await workerPage.context().clearCookies();
    await provide(workerPage);
  },
});

for (const route of CATALOGUE) {
  test(`route ${route.name} answers in Russian and English`, async ({ visitorPage: page }) => {
    const { errors, stop } = collectConsoleErrors(page);
    const path = examplePath(route);
    for (const lng of ['ru', 'en']) {
      const expected = expectationFor(route, lng);
      const response = await page.goto(`/${lng}${path === '' ? '' : `/${path}`}`);
      expect(response, `no response for ${route.name}`).not.toBeNull();
      if (expected.kind === 'status') {
        expect(response?.status()).toBe(expected.status);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        continue;
      }
      if (expected.kind === 'redirect') {
        expect(page.url()).toMatch(expected.to);
        continue;
      }
      expect(response?.status(), `${route.name} in ${lng}`).toBe(200);
      await expect(page).toHaveTitle(/\S/);
      await expect(page.locator('html')).toHaveAttribute('lang', lng);
      if (route.shell !== 'maintenance') await expect(page.locator('main')).toBeVisible();
      const view = page.locator(`[data-remote-view="${route.remote}"]`);
      await expect(view).not.toBeEmpty();
      // Ready (2) once the remote's bundle has hydrated its server markup.
      await expect(page.locator('[data-view-state]').filter({ has: view })).toHaveAttribute('data-view-state', '2');
    }
    // A page answered with 404 on purpose shows up in the console as a failed document load, nothing more.
    const documentStatus = /the server responded with a status of 404/;
    const unexpected = errors.filter(
      (error) => !(expectationFor(route, 'en').kind === 'status' && documentStatus.test(error)),
    );
    stop();
    expect(unexpected, `console errors on ${route.name}`).toEqual([]);
  });
}
