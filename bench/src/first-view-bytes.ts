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
    const pending: Promise<{ kind: 'js' | 'css'; bytes: number } | null>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      // A response the page dropped has no body to read: it loaded nothing.
      pending.push(
        response.body().then(
          (body) => ({ kind: type === 'script' ? 'js' : 'css', bytes: gzipSync(body).length }),
          () => null,
        ),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const sizes = (await Promise.all(pending)).filter((size) => size !== null);
    return {
      js: sizes.filter((size) => size.kind === 'js').reduce((sum, size) => sum + size.bytes, 0),
      css: sizes.filter((size) => size.kind === 'css').reduce((sum, size) => sum + size.bytes, 0),
      files: sizes.length,
    };
  } finally {
    await browser.close();
  }
}
