import type { Page } from '@playwright/test';

/**
 * Fires `beforeinstallprompt` as Chromium does when the site may be installed (a headless browser never does), with
 * a browser dialog the visitor declines. Answers whether the page took the offer up to show its own prompt.
 */
export function offerInstall(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => Promise.resolve(),
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
}
