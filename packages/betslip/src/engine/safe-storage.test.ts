import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeStorage } from './safe-storage';
import { COUPON_STORAGE_KEY } from './storage-keys';

afterEach(() => vi.restoreAllMocks());

const failing = {
  getItem: () => {
    throw new Error('storage is forbidden');
  },
  setItem: () => {
    throw new Error('the quota is full');
  },
} as unknown as Storage;

describe('the coupon’s local storage', () => {
  it('logs a coupon it cannot save or load, and goes on without it', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const storage = safeStorage(() => failing);
    expect(() => storage.write(COUPON_STORAGE_KEY, '{}')).not.toThrow();
    expect(storage.read(COUPON_STORAGE_KEY)).toBeNull();
    expect(log.mock.calls.map(([message]) => message)).toEqual([
      `betfront: could not save ${COUPON_STORAGE_KEY}`,
      `betfront: could not read ${COUPON_STORAGE_KEY}`,
    ]);
  });
});
