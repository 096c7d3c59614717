import type { Cancel, Timers } from './browser-timers';

/** How often the last-activity time is shared with the page's other tabs at most. */
const SHARED_ACTIVITY_WRITE_MS = 5_000;

export interface InactivityOptions {
  timeoutMs: number;
  now: () => number;
  timers: Pick<Timers, 'after'>;
  /** Media playing on the page keeps the session alive. */
  isMediaPlaying: () => boolean;
  /** The last activity another tab of the site recorded, so activity there keeps this tab's session too. */
  readSharedActivity: () => number | null;
  writeSharedActivity: (at: number) => void;
  onIdle: () => void;
}

export interface InactivityTimer {
  noteActivity(): void;
  stop(): void;
}

/** Calls `onIdle` once the player has done nothing for `timeoutMs`, in this tab or another. */
export function startInactivityTimer(options: InactivityOptions): InactivityTimer {
  const { timeoutMs, now, timers, isMediaPlaying, readSharedActivity, writeSharedActivity, onIdle } = options;
  let lastActivity = now();
  let lastShared = Number.NEGATIVE_INFINITY;
  let cancel: Cancel | null = null;

  function noteActivity(): void {
    lastActivity = now();
    if (lastActivity - lastShared >= SHARED_ACTIVITY_WRITE_MS) {
      lastShared = lastActivity;
      writeSharedActivity(lastActivity);
    }
  }

  function arm(): void {
    cancel = timers.after(check, lastActivity + timeoutMs - now());
  }

  function check(): void {
    if (isMediaPlaying()) noteActivity();
    lastActivity = Math.max(lastActivity, readSharedActivity() ?? Number.NEGATIVE_INFINITY);
    if (now() - lastActivity >= timeoutMs) {
      cancel = null;
      onIdle();
      return;
    }
    arm();
  }

  noteActivity();
  arm();
  return {
    noteActivity,
    stop: () => {
      cancel?.();
      cancel = null;
    },
  };
}
