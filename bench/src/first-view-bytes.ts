import { chromium } from '@playwright/test';

export interface FirstViewBytes {
  /** Every byte the page received over the network until it was idle: compressed bodies and headers. */
  total: number;
  document: number;
  js: number;
  css: number;
  files: number;
}

const KIND_BY_TYPE: Readonly<Record<string, keyof Omit<FirstViewBytes, 'total' | 'files'>>> = {
  Document: 'document',
  Script: 'js',
  Stylesheet: 'css',
};

/**
 * Loads a page in Chromium and adds up what it received, as the network delivered it (Chromium's own count of
 * encoded bytes), so compression is measured where the player meets it: at the receiving end.
 */
export async function measureFirstViewBytes(url: string): Promise<FirstViewBytes> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const typeById = new Map<string, string>();
    const bytes: FirstViewBytes = { total: 0, document: 0, js: 0, css: 0, files: 0 };
    cdp.on('Network.responseReceived', (event) => typeById.set(event.requestId, event.type));
    cdp.on('Network.loadingFinished', (event) => {
      const kind = KIND_BY_TYPE[typeById.get(event.requestId) ?? ''];
      bytes.total += event.encodedDataLength;
      bytes.files += 1;
      if (kind) bytes[kind] += event.encodedDataLength;
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    return bytes;
  } finally {
    await browser.close();
  }
}
