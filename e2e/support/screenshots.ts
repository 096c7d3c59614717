import type { Page } from '@playwright/test';

/**
 * Full-page screenshots at a phone's and a desktop's width, when `CONTENT_SHOTS_DIR` names a folder for them:
 * how a person looks at the pages a journey passes through.
 */
export async function shootWidths(page: Page, name: string): Promise<void> {
  const folder = process.env.CONTENT_SHOTS_DIR;
  if (!folder) return;
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
  }
}
