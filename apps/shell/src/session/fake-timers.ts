import type { Timers } from './browser-timers';

interface Scheduled {
  at: number;
  callback: () => void;
  intervalMs: number | null;
}

/** A hand-driven clock and timers for the session tests. */
export function createFakeTimers(start = 1_000_000) {
  let now = start;
  const scheduled = new Set<Scheduled>();
  const add = (entry: Scheduled) => {
    scheduled.add(entry);
    return () => void scheduled.delete(entry);
  };
  const timers: Timers = {
    after: (callback, delayMs) => add({ at: now + Math.max(0, delayMs), callback, intervalMs: null }),
    every: (callback, intervalMs) => add({ at: now + intervalMs, callback, intervalMs }),
  };
  /** Moves the clock forward, running every timer that falls due on the way, in time order. */
  function advance(ms: number): void {
    const end = now + ms;
    for (;;) {
      const due = [...scheduled].filter((entry) => entry.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      now = due.at;
      if (due.intervalMs === null) scheduled.delete(due);
      else due.at += due.intervalMs;
      due.callback();
    }
    now = end;
  }
  return { timers, now: () => now, advance, pending: () => scheduled.size };
}
