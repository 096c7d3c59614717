import { expect, test } from '@playwright/test';

const baseUrl = () => process.env.BETFRONT_URL ?? '';

test('the browser receives the document and the scripts compressed', async ({ page }) => {
  const scripts: { url: string; encoding: string | undefined }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.match(/^\/assets\/.+\.js$/)) {
      scripts.push({ url: response.url(), encoding: response.headers()['content-encoding'] });
    }
  });
  const document = await page.goto(`${baseUrl()}/ru`);
  expect(document?.headers()['content-encoding']).toBe('br');
  expect(document?.headers().vary).toContain('accept-encoding');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  const sizes = await Promise.all(
    scripts.map(async ({ url }) =>
      (await page.request.get(url, { headers: { 'accept-encoding': 'identity' } })).body(),
    ),
  );
  // Files under a kilobyte are not worth compressing and are sent as they are.
  const large = scripts.filter((_, index) => (sizes[index]?.length ?? 0) >= 1024);
  expect(large.length).toBeGreaterThan(0);
  for (const script of large) expect(script, script.url).toMatchObject({ encoding: 'br' });
});
