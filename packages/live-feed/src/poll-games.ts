import { watchLongHidden } from './long-hidden';
import { gamesEnvelopeSchema } from './newer-games';
import { browserFetch } from '@betfront/remote-kit';

export interface PollOptions {
  url: string;
  pollMs: number;
  onGames(games: readonly unknown[]): void;
}

/**
 * Polls `url` every `pollMs` (the first answer at once) until the returned function is called; stops while the
 * page is long hidden and refreshes at once when it shows again.
 */
export function pollGames({ url, pollMs, onGames }: PollOptions): () => void {
  let stopped = false;
  let paused = false;
  let nextPoll: ReturnType<typeof setTimeout> | undefined;
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
      const response = await browserFetch(url, { signal: controller.signal });
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

  const stopWatching = watchLongHidden(
    () => {
      paused = true;
      clearTimeout(nextPoll);
      inFlight?.abort();
      inFlight = undefined;
    },
    () => {
      paused = false;
      void poll();
    },
  );
  void poll();

  return () => {
    stopped = true;
    clearTimeout(nextPoll);
    inFlight?.abort();
    stopWatching();
  };
}
