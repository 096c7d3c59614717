import { chromium } from '@playwright/test';
const [, , base, cookieValue, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
for (const entry of paths) {
  const [path, width] = entry.split('@');
  const context = await browser.newContext({ viewport: { width: Number(width), height: width === '390' ? 844 : 900 } });
  await context.addCookies([{ name: 'bf_session', value: cookieValue, url: base }]);
  const page = await context.newPage();
  await page.goto(`${base}${path}`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
  const name = `/tmp/shot-${path.replace(/\W+/g, '_')}-${width}.png`;
  await page.screenshot({ path: name });
  console.log(name);
  await context.close();
}
await browser.close();
