import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { createPlayer } from '../support/admin';
import { addToCoupon, lineSelection } from '../support/coupon';
import { waitForViews } from '../support/axe';
import { auditLayout } from '../support/layout-audit';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';

/**
 * The site's breakpoints: the phone, the small laptop (1024), the coupon column's width (1100), the common laptop
 * (1366) and the full-HD desktop.
 */
const SIZES = [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1100, height: 800 },
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

test('from 1100 px the coupon stands as a column beside the games; narrower, it waits in the quick bar', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1099, height: 800 });
  await page.goto(`${baseUrl()}/en/line`);
  await waitForViews(page);
  const column = page.getByRole('complementary').getByRole('region', { name: 'Coupon' });
  const bar = page.getByRole('button', { name: /Open the coupon: 1/ });
  await expect(column).toBeHidden();
  const pick = await lineSelection(request);
  await addToCoupon(page, pick);
  await expect(bar).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('en-line-1099.png') });

  await page.setViewportSize({ width: 1100, height: 800 });
  await expect(column).toBeVisible();
  await expect(column).toContainText(`${pick.game.opponents[0]} — ${pick.game.opponents[1]}`);
  await expect(bar).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('en-line-1100.png') });
  expect(await auditLayout(page, { firstPrice: false, lng: 'en' })).toEqual([]);

  await page.setViewportSize({ width: 1099, height: 800 });
  await expect(column).toBeHidden();
  await expect(bar).toBeVisible();
});
