import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** Adds the first offered selection of the Russian football line to the coupon, retrying until it is in. */
export async function addFirstLineSelection(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/ru/line/1-football`);
  const odd = page.locator('main button[data-selection-id]:not([disabled])').first();
  await expect(async () => {
    if ((await odd.getAttribute('aria-pressed')) !== 'true') await odd.click();
    await expect(odd).toHaveAttribute('aria-pressed', 'true', { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}
