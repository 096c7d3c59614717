import { chromium } from '@playwright/test';
const base = process.argv[2]!;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const [w, h, lng, path] of [[390, 844, 'ru', ''], [1440, 900, 'en', ''], [390, 844, 'ru', '/live'], [1440, 900, 'ru', '/casino-lobby']] as const) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  await page.goto(`${base}/${lng}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/speed/shots/${lng}${path.replace('/', '-')}-${w}.png` });
  if (path === '') {
    await page.locator('header').getByRole('link', { name: lng === 'ru' ? 'Войти' : 'Log in' }).click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/speed/shots/${lng}-login-${w}.png` });
  }
  await page.close();
}
await browser.close();
