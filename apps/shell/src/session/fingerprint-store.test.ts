import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from './browser-storage';
import { createFingerprintStore } from './fingerprint-store';

const NOW = 1_700_000_000_000;
const answer = (token: string, expiresAt = NOW + 60_000) => ({ token, expiresAt, data: { visitorId: 'device' } });
const quietLog = () => ({ warn: vi.fn(), error: vi.fn() });

describe('createFingerprintStore', () => {
  it('has no token before the script ran, and keeps what the script answered', async () => {
    const storage = memoryStorage();
    const store = createFingerprintStore({ collect: async () => answer('t1'), storage, now: () => NOW });
    expect(store.token()).toBeNull();
    await store.refresh();
    expect(store.token()).toBe('t1');
    expect(createFingerprintStore({ collect: vi.fn(), storage, now: () => NOW }).token()).toBe('t1');
  });

  it('ignores a stored value that is not a fingerprint', () => {
    const storage = memoryStorage({ bf_fingerprint: '{"token":5}' });
    expect(createFingerprintStore({ collect: vi.fn(), storage, now: () => NOW }).token()).toBeNull();
    const broken = memoryStorage({ bf_fingerprint: '{not json' });
    expect(createFingerprintStore({ collect: vi.fn(), storage: broken, now: () => NOW }).token()).toBeNull();
  });

  it('lets callers at the same time share one run of the script', async () => {
    const collect = vi.fn(async () => answer('t1'));
    const store = createFingerprintStore({ collect, storage: memoryStorage(), now: () => NOW });
    await Promise.all([store.refresh(), store.refresh()]);
    expect(collect).toHaveBeenCalledTimes(1);
  });

  it('logs, counts and rethrows a failed run; an answer of the wrong shape is a failure', async () => {
    const log = quietLog();
    const collect = vi.fn<() => Promise<unknown>>().mockRejectedValueOnce(new Error('blocked'));
    collect.mockResolvedValueOnce({ token: '' });
    const store = createFingerprintStore({ collect, storage: memoryStorage(), now: () => NOW, log });
    await expect(store.refresh()).rejects.toThrow('blocked');
    await expect(store.refresh()).rejects.toThrow();
    expect(store.failureCount()).toBe(2);
    expect(log.error).toHaveBeenLastCalledWith('fingerprint refresh failed', expect.objectContaining({ failures: 2 }));
  });

  it('refreshes a missing or expired fingerprint only, and swallows the failure of that check', async () => {
    let now = NOW;
    const collect = vi.fn(async () => answer(`t${collect.mock.calls.length}`, now + 1000));
    const store = createFingerprintStore({ collect, storage: memoryStorage(), now: () => now });
    await store.refreshIfStale();
    await store.refreshIfStale();
    expect(collect).toHaveBeenCalledTimes(1);
    now += 1000;
    await store.refreshIfStale();
    expect(collect).toHaveBeenCalledTimes(2);

    const failing = createFingerprintStore({
      collect: async () => Promise.reject(new Error('offline')),
      storage: memoryStorage(),
      now: () => now,
      log: quietLog(),
    });
    await expect(failing.refreshIfStale()).resolves.toBeUndefined();
    expect(failing.failureCount()).toBe(1);
  });
});
