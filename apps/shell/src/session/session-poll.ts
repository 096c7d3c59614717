import type { Cancel, Timers } from './browser-timers';

/** Logged-in status is checked this often. */
export const SESSION_POLL_MS = 60_000;
/** Polling stops this long after the page was left, and catches up as soon as it is shown again. */
export const POLL_PAUSE_AFTER_HIDDEN_MS = 30_000;

export interface PageVisibility {
  isHidden(): boolean;
  onChange(listener: () => void): () => void;
}

export interface SessionPollOptions {
  check: () => Promise<void>;
  timers: Timers;
  visibility: PageVisibility;
}

/** Runs `check` every 60 s; pauses 30 s after the page is hidden and checks at once when it is back. */
export function startSessionPoll({ check, timers, visibility }: SessionPollOptions): () => void {
  let paused = false;
  let running = false;
  let cancelPause: Cancel | null = null;

  const runCheck = () => {
    if (running) return;
    running = true;
    void check().finally(() => {
      running = false;
    });
  };

  const stopInterval = timers.every(() => {
    if (!paused) runCheck();
  }, SESSION_POLL_MS);

  const stopListening = visibility.onChange(() => {
    if (visibility.isHidden()) {
      cancelPause ??= timers.after(() => {
        paused = true;
      }, POLL_PAUSE_AFTER_HIDDEN_MS);
      return;
    }
    cancelPause?.();
    cancelPause = null;
    if (paused) {
      paused = false;
      runCheck();
    }
  });

  return () => {
    stopInterval();
    stopListening();
    cancelPause?.();
  };
}
