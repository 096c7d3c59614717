import { describe, expect, it, vi } from 'vitest';
import { createFakeTimers } from './fake-timers';
import { POLL_PAUSE_AFTER_HIDDEN_MS, SESSION_POLL_MS, startSessionPoll } from './session-poll';
import type { PageVisibility } from './session-poll';

function fakeVisibility() {
  let hidden = false;
  const listeners = new Set<() => void>();
  const visibility: PageVisibility = {
    isHidden: () => hidden,
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const set = (value: boolean) => {
    hidden = value;
    for (const listener of listeners) listener();
  };
  return { visibility, set, listenerCount: () => listeners.size };
}

/** Lets a finished check's promise settle, as the browser would between two timer ticks. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

async function advanceSettled(clock: ReturnType<typeof createFakeTimers>, ms: number, step = 10_000) {
  for (let passed = 0; passed < ms; passed += step) {
    clock.advance(Math.min(step, ms - passed));
    await settle();
  }
}

describe('startSessionPoll', () => {
  it('checks every 60 s', async () => {
    const clock = createFakeTimers();
    const check = vi.fn(async () => undefined);
    startSessionPoll({ check, timers: clock.timers, visibility: fakeVisibility().visibility });
    clock.advance(SESSION_POLL_MS - 1);
    expect(check).not.toHaveBeenCalled();
    clock.advance(1);
    expect(check).toHaveBeenCalledTimes(1);
    await advanceSettled(clock, 2 * SESSION_POLL_MS);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('keeps polling for 30 s after the page is hidden, then pauses, and checks at once on return', async () => {
    const clock = createFakeTimers();
    const page = fakeVisibility();
    const check = vi.fn(async () => undefined);
    startSessionPoll({ check, timers: clock.timers, visibility: page.visibility });

    clock.advance(SESSION_POLL_MS - 10_000);
    page.set(true);
    await advanceSettled(clock, 10_000);
    expect(check).toHaveBeenCalledTimes(1);
    await advanceSettled(clock, POLL_PAUSE_AFTER_HIDDEN_MS + 3 * SESSION_POLL_MS);
    expect(check).toHaveBeenCalledTimes(1);

    page.set(false);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('does not pause when the page comes back within 30 s', () => {
    const clock = createFakeTimers();
    const page = fakeVisibility();
    const check = vi.fn(async () => undefined);
    startSessionPoll({ check, timers: clock.timers, visibility: page.visibility });
    page.set(true);
    clock.advance(POLL_PAUSE_AFTER_HIDDEN_MS - 1);
    page.set(false);
    expect(check).not.toHaveBeenCalled();
    clock.advance(SESSION_POLL_MS);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('never runs two checks at once', () => {
    const clock = createFakeTimers();
    const check = vi.fn(() => new Promise<void>(() => undefined));
    startSessionPoll({ check, timers: clock.timers, visibility: fakeVisibility().visibility });
    clock.advance(3 * SESSION_POLL_MS);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('stops its timer and its listener', () => {
    const clock = createFakeTimers();
    const page = fakeVisibility();
    const check = vi.fn(async () => undefined);
    const stop = startSessionPoll({ check, timers: clock.timers, visibility: page.visibility });
    stop();
    clock.advance(5 * SESSION_POLL_MS);
    expect(check).not.toHaveBeenCalled();
    expect(page.listenerCount()).toBe(0);
  });
});
