import { afterEach, describe, expect, it, vi } from 'vitest';
import { expireAfter } from './move-expiry';

afterEach(() => {
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
});

describe('expireAfter', () => {
  it('expires everything due within one grain in a single timer task, not before its time', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const expired: number[] = [];
    for (let index = 0; index < 500; index += 1) expireAfter(3000, () => expired.push(index));
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(2999);
    expect(expired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(expired).toHaveLength(500);
  });

  it('runs an earlier expiry first and a later one at its own time; a cancelled one never runs', () => {
    vi.useFakeTimers({ now: 2_000_000 });
    const expired: string[] = [];
    expireAfter(3000, () => expired.push('late'));
    const cancel = expireAfter(1000, () => expired.push('cancelled'));
    expireAfter(1000, () => expired.push('early'));
    cancel();
    vi.advanceTimersByTime(1000);
    expect(expired).toEqual(['early']);
    vi.advanceTimersByTime(2000);
    expect(expired).toEqual(['early', 'late']);
  });
});
