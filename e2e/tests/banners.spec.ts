import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { admin } from '../support/admin';

const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';

/** Opens a home page and waits until the betting application has hydrated it, so its buttons answer clicks. */
async function openHome(page: Page, path: string) {
  await page.goto(path);
  const betting = page.locator('[data-view-state]').filter({ has: page.locator('[data-remote-view="betting"]') });
  await expect(betting).toHaveAttribute('data-view-state', '2');
}

test('the home page carries its banners in the server markup, readable without scripts', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/en');
  const strip = page.getByRole('region', { name: 'Offers' });
  await expect(strip.getByRole('link', { name: /Live football/ })).toBeVisible();
  await expect(strip.getByRole('link', { name: /Welcome bonus/ })).toHaveAttribute('href', '/en/registration');
  await expect(strip.locator('img').first()).toHaveAttribute('width', '1200');
  await context.close();
});

test('the next button shows the next banner and a click follows its link', async ({ page }) => {
  await openHome(page, '/en');
  const strip = page.getByRole('region', { name: 'Offers' });
  await expect(strip.getByRole('button', { name: 'Live football' })).toHaveAttribute('aria-current', 'true');
  await strip.getByRole('button', { name: 'Next offer' }).click();
  await expect(strip.getByRole('button', { name: 'Express of the day' })).toHaveAttribute('aria-current', 'true');
  const express = strip.getByRole('link', { name: /Express of the day/ });
  await expect(express).toBeInViewport({ ratio: 0.9 });
  await express.click();
  await expect(page).toHaveURL(/\/en\/express-day$/);
});

test('a banner the operator adds shows on the next load of the home page', async ({ page, request, baseURL }) => {
  const added = (await admin(request, baseURL ?? '', adminToken(), 'POST', '/banners', {
    sortOrder: 1000,
    title: { en: 'Tennis weekend', ru: 'Теннисные выходные' },
    activeTo: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
    text: { en: 'Every court, every set.', ru: 'Все корты, все сеты.' },
    cta: { en: 'To tennis', ru: 'К теннису' },
    route: '/line/2-tennis',
    image: '/static/banners/express-day.svg',
  })) as { result: { id: number } };
  try {
    await openHome(page, '/ru');
    const strip = page.getByRole('region', { name: 'Предложения' });
    const banner = strip.getByRole('link', { name: /Теннисные выходные/ });
    await expect(banner).toHaveAttribute('href', '/ru/line/2-tennis');
    await strip.getByRole('button', { name: 'Теннисные выходные' }).click();
    await expect(banner).toBeInViewport({ ratio: 0.9 });
  } finally {
    await admin(request, baseURL ?? '', adminToken(), 'DELETE', `/banners/${added.result.id}`);
  }
});
