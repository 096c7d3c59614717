import { describe, expect, it, vi } from 'vitest';
import { withRetries } from './retry';

function recordingSleep() {
  const delays: number[] = [];
  return { delays, sleep: async (ms: number) => void delays.push(ms) };
}

describe('withRetries', () => {
  it('returns the first success without sleeping', async () => {
    const { delays, sleep } = recordingSleep();
    await expect(withRetries(async () => 'done', { tries: 3, delayMs: 50, sleep })).resolves.toBe('done');
    expect(delays).toEqual([]);
  });

  it('sleeps the delay between failed attempts and returns a later success', async () => {
    const { delays, sleep } = recordingSleep();
    const attempt = vi.fn(async (attemptNumber: number) => {
      if (attemptNumber < 3) throw new Error(`fail ${attemptNumber}`);
      return attemptNumber;
    });

    await expect(withRetries(attempt, { tries: 5, delayMs: 250, sleep })).resolves.toBe(3);
    expect(attempt.mock.calls.map(([attemptNumber]) => attemptNumber)).toEqual([1, 2, 3]);
    expect(delays).toEqual([250, 250]);
  });

  it('rejects with the last error after the given tries, without a sleep after the last one', async () => {
    const { delays, sleep } = recordingSleep();
    const attempt = vi.fn(async (attemptNumber: number) => {
      throw new Error(`fail ${attemptNumber}`);
    });

    await expect(withRetries(attempt, { tries: 4, delayMs: 10, sleep })).rejects.toThrow('fail 4');
    expect(attempt).toHaveBeenCalledTimes(4);
    expect(delays).toEqual([10, 10, 10]);
  });

  it('refuses a try count below one', async () => {
    const { sleep } = recordingSleep();
    await expect(withRetries(async () => 1, { tries: 0, delayMs: 10, sleep })).rejects.toThrow(RangeError);
  });
});
