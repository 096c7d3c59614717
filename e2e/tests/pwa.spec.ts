import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test } from '@playwright/test';

test('the site is installable: manifest, icons and an active service worker', async ({ page }) => {
  await page.goto('/ru');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/manifest.webmanifest');
  const manifest = (await (await page.request.get(manifestHref ?? '')).json()) as {
    name: string;
    display: string;
    start_url: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(manifest).toMatchObject({ name: 'betfront', display: 'standalone' });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
    [72, 96, 128, 144, 152, 192, 384, 512].map((size) => `${size}x${size}`),
  );
  const icon = await page.request.get(manifest.icons.at(-1)?.src ?? '');
  expect(icon.headers()['content-type']).toBe('image/png');

  // `ready` resolves while the worker may still be activating: its state settles a moment later.
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state))
    .toBe('activated');
});

test('Chromium finds nothing that stops installing the site', async ({ baseURL }, testInfo) => {
  // Test contexts are incognito, where nothing installs: this check runs in a browser profile of its own.
  const { launchOptions } = testInfo.project.use;
  const profile = await chromium.launchPersistentContext(await mkdtemp(join(tmpdir(), 'betfront-pwa-')), {
    ...launchOptions,
    baseURL,
  });
  try {
    const page = profile.pages()[0] ?? (await profile.newPage());
    await page.goto('/en');
    await page.evaluate(async () => navigator.serviceWorker.ready);
    const cdp = await profile.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
  } finally {
    await profile.close();
  }
});

test('a page that cannot be reached offline shows the offline page', async ({ page, context }) => {
  await page.goto('/en');
  await page.evaluate(async () => navigator.serviceWorker.ready);
  // Once the worker controls the page (it claims open pages as it activates).
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await context.setOffline(true);
  await page.goto('/en/live').catch(() => undefined);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await context.setOffline(false);
});
