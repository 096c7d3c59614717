import { expect, test } from '@playwright/test';

const VIOLATIONS_KEY = '__cspViolations';

test.beforeEach(async ({ page }) => {
  await page.addInitScript((key) => {
    const seen: string[] = [];
    Object.assign(window, { [key]: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} ${event.sample}`,
      ),
    );
  }, VIOLATIONS_KEY);
});

test('pages carry a policy that their own scripts and styles satisfy, the brand book allowed by its hash', async ({
  page,
}) => {
  const answer = await page.goto('/ru');
  const headers = answer?.headers() ?? {};
  expect(headers['x-content-type-options']).toBe('nosniff');
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'self'");
  expect(policy).toContain("script-src 'self';");
  expect(policy).not.toContain('nonce');
  expect(policy).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/]+=*';/);
  await expect(page.locator('script[type="module"]')).toHaveCount(1);
  // The operator's brand book is the page's one inline style: the policy applied it.
  const brandBook = await page.locator('style#brand-book').textContent();
  const accent = /--bf-color-header:([^;}]+)/.exec(brandBook ?? '')?.[1] ?? 'missing';
  expect(
    await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--bf-color-header').trim()),
  ).toBe(accent);
  // The shell's script ran when its header is there.
  await expect(page.getByRole('banner')).toBeVisible();
  await page
    .getByRole('link', { name: /Лайв|Live/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/ru\/live/);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate((key) => (window as unknown as Record<string, string[]>)[key], VIOLATIONS_KEY)).toEqual(
    [],
  );
});

test('scripts answer with the protections a script acts on, and none of a document’s', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (/\/assets\/.+\.js$/.test(new URL(response.url()).pathname)) scripts.push(response.url());
  });
  await page.goto('/en');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  const asset = await request.get(scripts[0] ?? '');
  expect(asset.headers()['x-content-type-options']).toBe('nosniff');
  expect(asset.headers()['cross-origin-resource-policy']).toBe('same-origin');
  expect(asset.headers()['content-security-policy']).toBeUndefined();
});

test('a demo platform says so on the site, in the page’s language', async ({ page }) => {
  await page.goto('/ru');
  await expect(page.getByRole('note')).toHaveText(
    'Демо-сайт: платежи проходят через тестовую систему, реальные деньги не используются.',
  );
  await page.goto('/en/live');
  await expect(page.getByRole('note')).toHaveText(
    'Demo site: payments go through a test provider and no real money changes hands.',
  );
});
