import { describe, expect, it, vi } from 'vitest';
import { createFakeTimers } from './fake-timers';
import { startInactivityTimer } from './inactivity-timer';
import type { InactivityOptions } from './inactivity-timer';

const MINUTE = 60_000;

function setUp(overrides: Partial<InactivityOptions> = {}) {
  const clock = createFakeTimers();
  const onIdle = vi.fn();
  let shared: number | null = null;
  const timer = startInactivityTimer({
    timeoutMs: 30 * MINUTE,
    now: clock.now,
    timers: clock.timers,
    isMediaPlaying: () => false,
    readSharedActivity: () => shared,
    writeSharedActivity: (at) => {
      shared = at;
    },
    onIdle,
    ...overrides,
  });
  return { clock, onIdle, timer, setShared: (at: number) => (shared = at), shared: () => shared };
}

describe('startInactivityTimer', () => {
  it('calls onIdle once after the timeout without activity', () => {
    const { clock, onIdle } = setUp();
    clock.advance(30 * MINUTE - 1);
    expect(onIdle).not.toHaveBeenCalled();
    clock.advance(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    clock.advance(60 * MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('counts the timeout from the last activity', () => {
    const { clock, onIdle, timer } = setUp();
    clock.advance(20 * MINUTE);
    timer.noteActivity();
    clock.advance(29 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    clock.advance(MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('keeps the session while media is playing, and counts from when it stops', () => {
    let playing = true;
    const { clock, onIdle } = setUp({ isMediaPlaying: () => playing });
    clock.advance(90 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    playing = false;
    clock.advance(30 * MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it("keeps the session while another tab records activity, and shares this tab's own", () => {
    const { clock, onIdle, setShared, shared } = setUp();
    expect(shared()).toBe(clock.now());
    clock.advance(25 * MINUTE);
    setShared(clock.now());
    clock.advance(29 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    clock.advance(MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('writes the shared activity at most every 5 s', () => {
    const writes: number[] = [];
    const { clock, timer } = setUp({ writeSharedActivity: (at) => void writes.push(at) });
    clock.advance(1000);
    timer.noteActivity();
    clock.advance(4500);
    timer.noteActivity();
    expect(writes).toHaveLength(2);
  });

  it('does nothing once stopped', () => {
    const { clock, onIdle, timer } = setUp();
    timer.stop();
    clock.advance(60 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    expect(clock.pending()).toBe(0);
  });
});
