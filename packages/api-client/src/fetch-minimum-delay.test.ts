import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FETCH_MINIMUM_DELAY_MS, withMinimumDelay } from './fetch-minimum-delay';
import { sleep } from './sleep';

describe('withMinimumDelay', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('holds a fast answer until 200 ms have passed', async () => {
    const settled = vi.fn();
    void withMinimumDelay(async () => 'fast', sleep).then(settled);

    await vi.advanceTimersByTimeAsync(FETCH_MINIMUM_DELAY_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith('fast');
  });

  it('does not delay an answer slower than the minimum', async () => {
    const settled = vi.fn();
    const slowTask = () => new Promise<string>((resolve) => setTimeout(() => resolve('slow'), 500));
    void withMinimumDelay(slowTask, sleep).then(settled);

    await vi.advanceTimersByTimeAsync(499);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith('slow');
  });

  it('holds a fast failure too, then rejects with it', async () => {
    const failed = vi.fn();
    void withMinimumDelay(() => Promise.reject(new Error('nope')), sleep).catch(failed);

    await vi.advanceTimersByTimeAsync(FETCH_MINIMUM_DELAY_MS - 1);
    expect(failed).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(failed).toHaveBeenCalledWith(new Error('nope'));
  });
});
