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

test('the service worker and the dictionaries are revalidated by their ETag', async ({ request }) => {
  for (const path of ['/sw.js', '/bff-api/dictionaries/ru/common']) {
    const first = await request.get(`${baseUrl()}${path}`);
    expect(first.status(), path).toBe(200);
    const tag = first.headers().etag ?? '';
    expect(tag, path).toMatch(/^"[\w-]+"$/);
    const again = await request.get(`${baseUrl()}${path}`, { headers: { 'if-none-match': tag } });
    expect(again.status(), path).toBe(304);
  }
});

test('the page carries the texts the shell’s first view shows and the browser then loads the rest', async ({
  page,
}) => {
  const dictionaries: string[] = [];
  page.on('request', (request) => {
    const match = /\/bff-api\/dictionaries\/ru\/([a-z-]+)$/.exec(new URL(request.url()).pathname);
    if (match?.[1]) dictionaries.push(match[1]);
  });
  const document = await page.goto(`${baseUrl()}/ru`);
  const html = (await document?.text()) ?? '';
  // The login form's texts are not on the home page's first view: they arrive with the whole dictionaries.
  expect(html).not.toContain('"login.');
  await expect.poll(() => dictionaries.includes('login') && dictionaries.includes('coupon')).toBe(true);
  await expect(page.locator('[data-view-state="2"]').first()).toBeAttached();
  await page.locator('header').getByRole('link', { name: 'Войти' }).click();
  const dialog = page.getByRole('dialog', { name: 'Вход' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Пароль', { exact: true })).toBeVisible();
});
