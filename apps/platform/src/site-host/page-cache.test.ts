import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPageCache } from './page-cache';

// The clock is the test's own: a page's age must not depend on how busy the machine is.
const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe('the page cache', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders once for visitors who ask together, and serves the page while it is fresh', async () => {
    const cache = createPageCache<number>({ freshMs: 1000, staleMs: 5000, maxPages: 10 });
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return renders;
    };
    const together = Promise.all([cache.page('a', render), cache.page('a', render)]);
    await wait(20);
    expect(await together).toEqual([1, 1]);
    expect(await cache.page('a', render)).toBe(1);
    expect(renders).toBe(1);
  });

  it('serves a stale page at once while one render replaces it', async () => {
    const cache = createPageCache<number>({ freshMs: 10, staleMs: 5000, maxPages: 10 });
    let renders = 0;
    const render = async () => ++renders;
    await cache.page('a', render);
    await wait(30);
    expect(await Promise.all([cache.page('a', render), cache.page('a', render)])).toEqual([1, 1]);
    await wait(5);
    expect(await cache.page('a', render)).toBe(2);
    expect(renders).toBe(2);
  });

  it('keeps no failed render and renders a page too old to serve afresh', async () => {
    const cache = createPageCache<number>({ freshMs: 5, staleMs: 20, maxPages: 10 });
    await expect(cache.page('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.page('a', async () => 1)).toBe(1);
    await wait(40);
    expect(await cache.page('a', async () => 2)).toBe(2);
  });
});
