import { expect } from '@playwright/test';
import type { BrowserContext } from '@playwright/test';

/**
 * The context's cookies as the browser keeps them, read now; `expectKept` checks a cookie's value and that it
 * expires the given number of seconds from now (within `slack` seconds).
 */
export async function readCookieJar(context: BrowserContext) {
  const cookies = await context.cookies();
  const readAt = Date.now() / 1000;
  const jar = Object.fromEntries(cookies.map((cookie) => [cookie.name, cookie]));
  return {
    jar,
    expectKept(name: string, value: string, seconds: number, slack = 120) {
      expect(jar[name]?.value, `the value of ${name}`).toBe(value);
      expect(Math.abs((jar[name]?.expires ?? 0) - (readAt + seconds)), `the lifetime of ${name}`).toBeLessThan(slack);
    },
  };
}
