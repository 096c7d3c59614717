// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload';

describe('chunk-load failure', () => {
  it('recognises a failed dynamic import', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });

  it('reloads the page once within 60 seconds', () => {
    sessionStorage.clear();
    const reload = vi.fn();
    expect(reloadOnceForChunkError(sessionStorage, 1_000_000, reload)).toBe(true);
    expect(reloadOnceForChunkError(sessionStorage, 1_030_000, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceForChunkError(sessionStorage, 1_061_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
