import { describe, expect, it } from 'vitest';
import { mayPrefetch } from './link-prefetch';

describe('mayPrefetch', () => {
  it('prefetches on a good connection or when the browser tells nothing', () => {
    expect(mayPrefetch(undefined)).toBe(true);
    expect(mayPrefetch({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(mayPrefetch({ effectiveType: '3g' })).toBe(true);
  });

  it('skips prefetching with data saver on or on a 2g network', () => {
    expect(mayPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(mayPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(mayPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
  });
});
