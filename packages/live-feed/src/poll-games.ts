import { gamesEnvelopeSchema } from './newer-games';

/** Polling stops this long after the page is hidden; it resumes with a refresh as soon as the page shows again. */
export const HIDDEN_PAUSE_MS = 30_000;

export interface PollOptions {
  url: string;
  pollMs: number;
  onGames(games: readonly unknown[]): void;
}

/** Polls `url` every `pollMs` (the first answer at once) until the returned function is called. */
export function pollGames({ url, pollMs, onGames }: PollOptions): () => void {
  let stopped = false;
  let paused = false;
  let nextPoll: ReturnType<typeof setTimeout> | undefined;
  let pauseTimer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;

  const schedule = () => {
    clearTimeout(nextPoll);
    if (!stopped && !paused) nextPoll = setTimeout(() => void poll(), pollMs);
  };

  const poll = async () => {
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    try {
      const response = await fetch(url, { credentials: 'same-origin', signal: controller.signal });
      if (response.ok) {
        const parsed = gamesEnvelopeSchema.safeParse(await response.json());
        if (parsed.success && !controller.signal.aborted) onGames(parsed.data.games);
      }
    } catch {
      // A failed or aborted poll is retried at the next tick.
    }
    if (inFlight === controller) {
      inFlight = undefined;
      schedule();
    }
  };

  const onVisibilityChange = () => {
    if (document.hidden) {
      clearTimeout(pauseTimer);
      pauseTimer = setTimeout(() => {
        paused = true;
        clearTimeout(nextPoll);
        inFlight?.abort();
        inFlight = undefined;
      }, HIDDEN_PAUSE_MS);
      return;
    }
    clearTimeout(pauseTimer);
    if (paused) {
      paused = false;
      void poll();
    }
  };

  const watchesVisibility = typeof document !== 'undefined';
  if (watchesVisibility) document.addEventListener('visibilitychange', onVisibilityChange);
  void poll();

  return () => {
    stopped = true;
    clearTimeout(nextPoll);
    clearTimeout(pauseTimer);
    inFlight?.abort();
    if (watchesVisibility) document.removeEventListener('visibilitychange', onVisibilityChange);
  };
}
