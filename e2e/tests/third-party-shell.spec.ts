import { expect, test } from '@playwright/test';

const baseUrl = () => process.env.BETFRONT_URL ?? '';

for (const [lng, width, height] of [
  ['ru', 390, 844],
  ['en', 1440, 900],
] as const) {
  test(`in ${lng} at ${width}px, the casino's header shows, and hides in full screen without a game open`, async ({
    browser,
  }) => {
    const page = await browser.newPage({ viewport: { width, height } });
    await page.goto(`${baseUrl()}/${lng}/slots`);
    await expect(page.locator('main')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await page.goto(`${baseUrl()}/${lng}/slots?fullscreen=1`);
    await expect(page.locator('main')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await page.close();
  });
}
