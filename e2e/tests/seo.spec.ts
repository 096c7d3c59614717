import { expect, test } from '@playwright/test';

test('a server-rendered page carries its title, description, robots, canonical and alternates', async ({ request }) => {
  const response = await request.get('/en/information/contacts');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<title>[^<]+<\/title>/);
  expect(html).toMatch(/<meta name="description" content="[^"]+">/);
  expect(html).toContain('<meta name="robots" content="index,follow">');
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/en\/information\/contacts">/);
  expect(html).toMatch(/<link rel="alternate" hreflang="ru" href="[^"]+\/ru\/information\/contacts">/);
  expect(html).toMatch(/<link rel="alternate" hreflang="en" href="[^"]+\/en\/information\/contacts">/);
  expect(html).toContain('hreflang="x-default"');
  // The content is in the HTML itself, not only after scripts run.
  expect(html).toMatch(/<h1[^>]*>[^<]*Contacts/);
});

test('the home page shows its SEO text; a 404 page is not indexed', async ({ request, page }) => {
  await page.goto('/ru');
  await expect(page.getByRole('region', { name: 'Об этой странице' })).toContainText('Ставки на спорт онлайн');
  const missing = await request.get('/en/no-such-page');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('<meta name="robots" content="noindex,follow">');
});

test('malformed and oversized addresses get a clear answer, never a server error', async ({ request }) => {
  for (const path of [
    '/en/%E0%A4%A',
    `/en/${'a'.repeat(5000)}`,
    '/en/information/rules/%00',
    '/zz-ZZ-zz/x',
    '/en/office/..%2F..%2Fetc',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBeLessThan(500);
  }
  const api = await request.post('/blocks-api/api/v2/block', {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    data: { auth: 'yes', url: 42 },
  });
  expect(api.status()).toBe(400);
  expect((await api.json()).error.code).toBeTruthy();
});

test("the operator's brand book colours the page over the design tokens", async ({ page }) => {
  await page.goto('/en/information/contacts');
  const headerColour = await page
    .locator('header')
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(headerColour).toBe('rgb(11, 61, 46)');
});
