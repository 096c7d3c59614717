import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { createPlayer } from '../support/admin';
import { waitForViews } from '../support/axe';
import { CATALOGUE, examplePath } from '../support/example-paths';
import { auditLayout } from '../support/layout-audit';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';

const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

/**
 * Every page of the catalogue at a desktop's and a phone's size: loaded once at the desktop size, audited, then
 * narrowed to the phone's and audited again; each page's findings are reported on their own. A page that
 * redirects (it needs a login, or it is a block page) is audited where it lands, under its own route.
 */
async function auditCatalogue(page: Page, lng: string): Promise<void> {
  for (const route of CATALOGUE) {
    const path = examplePath(route);
    const url = `/${lng}${path === '' ? '' : `/${path}`}`;
    await page.setViewportSize(WIDTHS[0]);
    await page.goto(url);
    if (new URL(page.url()).pathname !== url) continue;
    await waitForViews(page);
    const findings: string[] = [];
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      for (const finding of await auditLayout(page)) findings.push(`@${size.width}: ${finding}`);
    }
    expect.soft(findings, `layout of ${url}`).toEqual([]);
  }
}

test.describe.configure({ mode: 'parallel' });

for (const lng of ['ru', 'en']) {
  test(`every page lays out cleanly for a visitor in ${lng}`, async ({ browser }) => {
    test.setTimeout(600_000);
    const context = await browser.newContext({ baseURL: baseUrl() });
    await auditCatalogue(await context.newPage(), lng);
    await context.close();
  });

  test(`every page lays out cleanly for a player in ${lng}`, async ({ browser, request }) => {
    test.setTimeout(600_000);
    const context = await browser.newContext({ baseURL: baseUrl() });
    await context.addCookies([await createPlayer(request, baseUrl(), adminToken(), { balance: '1000' })]);
    await auditCatalogue(await context.newPage(), lng);
    await context.close();
  });
}
