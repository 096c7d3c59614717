// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { HIDDEN_PAUSE_MS } from './long-hidden';
import { setPageHidden } from './testing/page-visibility';
import { usePolling } from './use-polling';
import type { PollingOptions } from './use-polling';

// Not a divisor of the 30 s pause, so no load falls due at the very moment polling pauses.
const INTERVAL_MS = 7000;
const loadsWithin = (ms: number) => Math.floor(ms / INTERVAL_MS);

/** Hides or shows the page inside React's act, since showing it loads at once. */
const setHidden = (hidden: boolean) => act(() => setPageHidden(hidden));

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** A load answering its call count at once. */
function countingLoad() {
  let calls = 0;
  return vi.fn((_signal: AbortSignal) => Promise.resolve(++calls));
}

/** A load whose answers the test settles one by one. */
function heldLoad() {
  const pending: { resolve(value: number): void; reject(error: unknown): void; signal: AbortSignal }[] = [];
  const load = vi.fn(
    (signal: AbortSignal) => new Promise<number>((resolve, reject) => pending.push({ resolve, reject, signal })),
  );
  return { load, pending };
}

function poll(load: (signal: AbortSignal) => Promise<number>, options: Partial<PollingOptions<number>> = {}) {
  return renderHook((current: typeof load) => usePolling(current, { intervalMs: INTERVAL_MS, ...options }), {
    initialProps: load,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  setHidden(false);
  vi.useRealTimers();
});

describe('usePolling', () => {
  it('loads at once, then every interval', async () => {
    const load = countingLoad();
    const { result } = poll(load);
    expect(result.current.isLoading).toBe(true);
    await wait(0);
    expect(result.current).toMatchObject({ value: 1, isLoading: false, error: null });
    await wait(INTERVAL_MS * 2);
    expect(load).toHaveBeenCalledTimes(3);
    expect(result.current.value).toBe(3);
  });

  it('keeps polling while the page is hidden for less than 30 s, without a load on its return', async () => {
    const load = countingLoad();
    poll(load);
    await wait(0);
    setHidden(true);
    await wait(HIDDEN_PAUSE_MS - 1000);
    expect(load).toHaveBeenCalledTimes(1 + loadsWithin(HIDDEN_PAUSE_MS - 1000));
    setHidden(false);
    await wait(0);
    expect(load).toHaveBeenCalledTimes(1 + loadsWithin(HIDDEN_PAUSE_MS - 1000));
    await wait(HIDDEN_PAUSE_MS);
    expect(load).toHaveBeenCalledTimes(1 + loadsWithin(2 * HIDDEN_PAUSE_MS - 1000));
  });

  it('stops 30 s after the page is hidden, and on its return loads at once and goes on', async () => {
    const load = countingLoad();
    const { result } = poll(load);
    await wait(0);
    setHidden(true);
    await wait(HIDDEN_PAUSE_MS);
    const callsWhenPaused = load.mock.calls.length;
    expect(callsWhenPaused).toBe(1 + loadsWithin(HIDDEN_PAUSE_MS));
    await wait(10 * 60_000);
    expect(load).toHaveBeenCalledTimes(callsWhenPaused);
    setHidden(false);
    await wait(0);
    expect(load).toHaveBeenCalledTimes(callsWhenPaused + 1);
    expect(result.current.value).toBe(callsWhenPaused + 1);
    await wait(INTERVAL_MS);
    expect(load).toHaveBeenCalledTimes(callsWhenPaused + 2);
  });

  it('loads once for a refresh asked while paused, without polling again', async () => {
    const load = countingLoad();
    const { result } = poll(load);
    setHidden(true);
    await wait(HIDDEN_PAUSE_MS);
    const callsWhenPaused = load.mock.calls.length;
    act(() => result.current.refresh());
    await wait(10 * INTERVAL_MS);
    expect(load).toHaveBeenCalledTimes(callsWhenPaused + 1);
    expect(result.current.value).toBe(callsWhenPaused + 1);
  });

  it('pauses 30 s after mounting on a hidden page', async () => {
    setHidden(true);
    const load = countingLoad();
    poll(load);
    await wait(HIDDEN_PAUSE_MS + 10 * INTERVAL_MS);
    expect(load).toHaveBeenCalledTimes(1 + loadsWithin(HIDDEN_PAUSE_MS));
  });

  it('never overlaps loads: a slow load delays the next, and a refresh asked meanwhile runs right after it', async () => {
    const { load, pending } = heldLoad();
    const { result } = poll(load);
    await wait(INTERVAL_MS * 3);
    act(() => result.current.refresh());
    act(() => result.current.refresh());
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => pending[0]?.resolve(1));
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current).toMatchObject({ value: 1, isLoading: true });
    await act(async () => pending[1]?.resolve(2));
    expect(result.current).toMatchObject({ value: 2, isLoading: false });
    await wait(INTERVAL_MS - 1);
    expect(load).toHaveBeenCalledTimes(2);
    await wait(1);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('reports a failed load, keeps the last value and goes on polling', async () => {
    const { load, pending } = heldLoad();
    const { result } = poll(load);
    await act(async () => pending[0]?.resolve(1));
    await wait(INTERVAL_MS);
    const failure = new Error('offline');
    await act(async () => pending[1]?.reject(failure));
    expect(result.current).toMatchObject({ value: 1, error: failure, isLoading: false });
    await wait(INTERVAL_MS);
    await act(async () => pending[2]?.resolve(3));
    expect(result.current).toMatchObject({ value: 3, error: null });
  });

  it('stops on unmount, aborting the load under way and ignoring its answer', async () => {
    const { load, pending } = heldLoad();
    const { result, unmount } = poll(load);
    unmount();
    expect(pending[0]?.signal.aborted).toBe(true);
    await act(async () => pending[0]?.resolve(1));
    await wait(INTERVAL_MS * 10);
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current.value).toBeNull();
  });

  it('starts again at once for new inputs and ignores an answer of the previous ones', async () => {
    const first = heldLoad();
    const second = countingLoad();
    const { result, rerender } = poll(first.load);
    rerender(second);
    expect(first.pending[0]?.signal.aborted).toBe(true);
    await wait(0);
    await act(async () => first.pending[0]?.resolve(99));
    expect(second).toHaveBeenCalledTimes(1);
    expect(result.current.value).toBe(1);
    await wait(INTERVAL_MS);
    expect(first.load).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('shows the server’s answer first and loads one interval later, keeping an equal answer as it is', async () => {
    const shown = { games: [1, 2] };
    const load = vi.fn(() => Promise.resolve({ games: [1, 2] }));
    const { result } = renderHook(() =>
      usePolling(load, {
        intervalMs: INTERVAL_MS,
        initial: shown,
        isSame: (current, next) => current.games.join() === next.games.join(),
      }),
    );
    expect(result.current).toMatchObject({ value: shown, isLoading: false });
    await wait(INTERVAL_MS - 1);
    expect(load).not.toHaveBeenCalled();
    await wait(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current.value).toBe(shown);
  });
});
