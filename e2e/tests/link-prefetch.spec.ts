import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { waitForViews } from '../support/axe';

const baseUrl = () => process.env.BETFRONT_URL ?? '';

/** The code of every remote the page knows, from the state it hydrated with. */
const remoteScripts = (page: Page) =>
  page.evaluate(() => {
    const state = JSON.parse(document.getElementById('betfront-state')?.textContent ?? '{}');
    return Object.values(state.registry as Record<string, { js: string }>).map((assets) => assets.js);
  });

const preloadedScripts = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => new URL(link.href).pathname,
    ),
  );

test('when the page is idle, the code of the pages behind the links in view is loaded ahead', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const html = await (await request.get(`${baseUrl()}/en`)).text();
  // The scripts the page itself runs, which its entry loads once the page has painted.
  const preloadedByDocument = (/data-page-scripts="([^"]*)"/.exec(html)?.[1] ?? '').split(' ');
  await page.goto(`${baseUrl()}/en`);
  const scripts = await remoteScripts(page);
  expect(preloadedByDocument).toContain(scripts.find((src) => src.includes('/remote-betting-')));
  // The header links to the casino, whose code the home page's document does not ask for.
  await expect
    .poll(async () =>
      (await preloadedScripts(page)).filter((src) => scripts.includes(src) && !preloadedByDocument.includes(src)),
    )
    .not.toHaveLength(0);
});

test("a visitor's login link opens the login dialog, so the login page's code is not loaded ahead", async ({
  page,
}) => {
  // On a phone the header's login link is the one link in view to a page of the office.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${baseUrl()}/en`);
  await expect(page.getByRole('banner').locator('a[href="/en/user/login"]')).toBeInViewport();
  const office = (await page.evaluate(
    () => JSON.parse(document.getElementById('betfront-state')?.textContent ?? '{}').registry.office.js,
  )) as string;
  await waitForViews(page);
  // The page observes its links once the browser is idle, and hears which are in view a frame later.
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => requestAnimationFrame(() => setTimeout(resolve, 500)))),
  );
  expect(await preloadedScripts(page)).not.toContain(office);
});

test('nothing is loaded ahead for a visitor who saves data', async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }),
  );
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${baseUrl()}/en`);
  // The page's own scripts are asked for once it has painted; what counts is what comes after it has hydrated.
  await waitForViews(page);
  const before = await preloadedScripts(page);
  await page.waitForTimeout(3000);
  expect(await preloadedScripts(page)).toEqual(before);
});
