import { expect, test } from '@playwright/test';
import type { RouteDefinition } from '../../apps/shell/src/routes/route-definition';
import { watchConsoleErrors } from '../support/console-errors';
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

for (const route of CATALOGUE) {
  test(`route ${route.name} answers in Russian and English`, async ({ page }) => {
    const errors = watchConsoleErrors(page);
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
    expect(unexpected, `console errors on ${route.name}`).toEqual([]);
  });
}
