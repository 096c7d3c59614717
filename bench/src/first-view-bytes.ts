import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';

export interface FirstViewBytes {
  js: number;
  css: number;
  files: number;
}

/** Loads a page in Chromium and adds up the gzip size of every script and stylesheet it fetched. */
export async function measureFirstViewBytes(url: string): Promise<FirstViewBytes> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    const pending: Promise<{ kind: 'js' | 'css'; bytes: number }>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        response.body().then((body) => ({ kind: type === 'script' ? 'js' : 'css', bytes: gzipSync(body).length })),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const sizes = await Promise.all(pending);
    return {
      js: sizes.filter((size) => size.kind === 'js').reduce((sum, size) => sum + size.bytes, 0),
      css: sizes.filter((size) => size.kind === 'css').reduce((sum, size) => sum + size.bytes, 0),
      files: sizes.length,
    };
  } finally {
    await browser.close();
  }
}
