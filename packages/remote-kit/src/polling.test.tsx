// @vitest-environment happy-dom
import { useQuery } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HIDDEN_PAUSE_MS } from './long-hidden';
import { pollEvery } from './polling';
import { setPageHidden } from './testing/page-visibility';
import { queryWrapper } from './testing/query-client';

// Not a divisor of the 30 s pause, so no read falls due at the very moment polling pauses.
const INTERVAL_MS = 7000;
const readsWithin = (ms: number) => Math.floor(ms / INTERVAL_MS);

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const setHidden = (hidden: boolean) => act(() => setPageHidden(hidden));

function poll(initialData?: number) {
  let calls = 0;
  const read = vi.fn(() => Promise.resolve(++calls));
  const { result } = renderHook(
    () =>
      useQuery({
        queryKey: ['polled'],
        queryFn: read,
        ...(initialData === undefined ? {} : { initialData }),
        ...pollEvery(INTERVAL_MS),
      }),
    { wrapper: queryWrapper() },
  );
  return { read, result };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  setHidden(false);
  vi.useRealTimers();
});

describe('pollEvery with the page’s long-hidden pause', () => {
  it('reads at once, then every interval', async () => {
    const { read, result } = poll();
    await wait(INTERVAL_MS * 2 + 10);
    expect(read).toHaveBeenCalledTimes(3);
    expect(result.current.data).toBe(3);
  });

  it('starts from the server’s answer and reads one interval later', async () => {
    const { read, result } = poll(0);
    expect(result.current.data).toBe(0);
    await wait(INTERVAL_MS - 1);
    expect(read).not.toHaveBeenCalled();
    await wait(11);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('goes on while the page is hidden for less than 30 s, without a read on its return', async () => {
    const { read } = poll();
    await wait(10);
    setHidden(true);
    await wait(HIDDEN_PAUSE_MS - 1000);
    expect(read).toHaveBeenCalledTimes(1 + readsWithin(HIDDEN_PAUSE_MS - 1000));
    setHidden(false);
    await wait(10);
    expect(read).toHaveBeenCalledTimes(1 + readsWithin(HIDDEN_PAUSE_MS - 1000));
  });

  it('stops 30 s after the page is hidden, and on its return reads at once and goes on', async () => {
    const { read } = poll();
    await wait(10);
    setHidden(true);
    await wait(HIDDEN_PAUSE_MS);
    const beforePause = read.mock.calls.length;
    await wait(10 * 60_000);
    expect(read).toHaveBeenCalledTimes(beforePause);
    setHidden(false);
    await wait(10);
    expect(read).toHaveBeenCalledTimes(beforePause + 1);
    await wait(INTERVAL_MS);
    expect(read).toHaveBeenCalledTimes(beforePause + 2);
  });
});
