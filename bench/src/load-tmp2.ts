import { chromium } from '@playwright/test';
import { execSync } from 'node:child_process';
const path = process.argv[2] ?? '/ru';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const ticks = () => Number(execSync(`for p in $(pgrep -f chromium); do cut -d' ' -f14,15 /proc/$p/stat 2>/dev/null; done | awk '{s+=$1+$2} END {print s}'`).toString());
const runs: number[] = [];
for (let i = 0; i < 6; i += 1) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
  const t0 = ticks();
  const page = await context.newPage();
  await page.goto('http://127.0.0.1:3390' + path);
  await page.locator('[data-view-state]:not([data-view-state="2"])').first().waitFor({ state: 'detached' }).catch(() => {});
  await page.locator('[data-remote-root]:not([data-texts="whole"])').first().waitFor({ state: 'detached' }).catch(() => {});
  await page.waitForTimeout(1000);
  await context.close();
  runs.push((ticks() - t0) * 10);
}
console.log(path, 'chromium CPU ms per fresh load (incl. 1 s idle):', runs.join(' '));
await browser.close();
