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
  for (const path of ['/sw.js', '/bff-api/dictionaries/ru?ids=common']) {
    const first = await request.get(`${baseUrl()}${path}`);
    expect(first.status(), path).toBe(200);
    const tag = first.headers().etag ?? '';
    expect(tag, path).toMatch(/^"[\w-]+"$/);
    const again = await request.get(`${baseUrl()}${path}`, { headers: { 'if-none-match': tag } });
    expect(again.status(), path).toBe(304);
  }
});

test('the page carries the texts its first view shows; the rest load, a set at once, when the visitor acts', async ({
  page,
}) => {
  const asked: string[][] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/bff-api/dictionaries/ru') asked.push((url.searchParams.get('ids') ?? '').split(','));
  });
  const document = await page.goto(`${baseUrl()}/ru`, { waitUntil: 'networkidle' });
  const html = (await document?.text()) ?? '';
  // The login form's texts are not on the home page's first view, and a visitor who only looks needs none of them:
  // a desktop's first view asks only for those of the registration form beside the coupon, drawn in the browser.
  expect(html).not.toContain('"login.');
  await expect(page.locator('[data-view-state="2"]').first()).toBeAttached();
  await expect(page.getByRole('radio', { name: 'Без бонуса' })).toBeVisible();
  await page.mouse.wheel(0, 600);
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([['registration', 'site-signin']]);

  await page.locator('header').getByRole('link', { name: 'Войти' }).click();
  const dialog = page.getByRole('dialog', { name: 'Вход' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Пароль', { exact: true })).toBeVisible();
  expect(asked.some((ids) => ids.includes('login') && ids.includes('coupon'))).toBe(true);
  // The betting view's state carries the entries its render read, a small part of its dictionaries.
  await expect.poll(() => asked.some((ids) => ids.includes('betting'))).toBe(true);
  const state = JSON.parse((await page.locator('[data-remote-state="betting"]').textContent()) ?? '{}') as {
    dictionary: Record<string, string>;
  };
  const bettingIds = asked.find((ids) => ids.includes('betting')) ?? [];
  const whole = (await (
    await page.request.get(`${baseUrl()}/bff-api/dictionaries/ru?ids=${bettingIds.join(',')}`)
  ).json()) as { entries: Record<string, string> };
  const carried = Object.keys(state.dictionary).length;
  expect(carried).toBeGreaterThan(0);
  expect(carried).toBeLessThan(Object.keys(whole.entries).length / 4);
});
