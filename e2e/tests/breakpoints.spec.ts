import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { createPlayer } from '../support/admin';
import { waitForViews } from '../support/axe';
import { auditLayout } from '../support/layout-audit';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';

/** The site's breakpoints: the phone, the small laptop (1024), the common laptop (1366) and the full-HD desktop. */
const SIZES = [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;

const PAGES = ['', 'live', 'line/1-football', 'casino', 'office/menu'] as const;

/** Opens each page once and audits its layout at every breakpoint, keeping a screenshot of each size. */
async function auditAtBreakpoints(page: Page, lng: 'ru' | 'en'): Promise<string[]> {
  const findings: string[] = [];
  for (const path of PAGES) {
    await page.setViewportSize(SIZES[3]);
    await page.goto(`${baseUrl()}/${lng}/${path}`);
    await waitForViews(page);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.evaluate(() => window.scrollTo(0, 0));
      const name = `${lng}-${path.replace(/\W+/g, '-') || 'home'}-${size.width}.png`;
      await page.screenshot({ path: test.info().outputPath(name) });
      for (const finding of await auditLayout(page, { firstPrice: false, lng })) {
        findings.push(`/${lng}/${path} @${size.width}: ${finding}`);
      }
    }
  }
  return findings;
}

for (const lng of ['ru', 'en'] as const) {
  test(`the main pages fit every breakpoint from 390 to 1920 px (${lng})`, async ({ browser, request }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext();
    try {
      await context.addCookies([await createPlayer(request, baseUrl(), adminToken(), { balance: '100' })]);
      const page = await context.newPage();
      expect(await auditAtBreakpoints(page, lng)).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
