import { watchLongHidden } from './long-hidden';
import type { StreamEvents } from './open-feed-stream';

/** The wait before the first new stream after a failure, doubled after each failed one up to the ceiling. */
export const STREAM_RETRY_MS = { first: 2000, max: 60_000 } as const;

/**
 * The wait before retry number `retry` (0 for the first): 2 s, 4 s, 8 s … at most 60 s, of which a random half
 * is left out so that pages that lost the stream together do not all come back at the same moment.
 */
export function streamRetryDelay(retry: number, random: () => number = Math.random): number {
  const ceiling = Math.min(STREAM_RETRY_MS.max, STREAM_RETRY_MS.first * 2 ** retry);
  return ceiling / 2 + (random() * ceiling) / 2;
}

export interface FeedTransports {
  /** Opens one stream, which reports through `events`; answers the function that closes it. */
  connect(events: StreamEvents): () => void;
  /** Starts polling; answers the function that stops it. */
  poll(): () => void;
}

/**
 * Follows the feed over a stream, and over polling while the stream is down: a broken stream starts polling
 * at once and a new stream after `streamRetryDelay`; polling stops when a stream opens again. No stream is
 * tried while the page is long hidden (polling pauses then too); one is tried as soon as the page shows.
 * Answers the function that stops everything.
 */
export function followFeed({ connect, poll }: FeedTransports, random: () => number = Math.random): () => void {
  let stopped = false;
  let paused = false;
  let retries = 0;
  let closeStream: (() => void) | undefined;
  let stopPolling: (() => void) | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const stopPollingNow = () => {
    stopPolling?.();
    stopPolling = undefined;
  };

  const scheduleRetry = () => {
    clearTimeout(retryTimer);
    if (!stopped && !paused) retryTimer = setTimeout(open, streamRetryDelay(retries++, random));
  };

  function open() {
    let current = true;
    const close = connect({
      opened() {
        if (!current) return;
        retries = 0;
        stopPollingNow();
      },
      failed() {
        if (!current) return;
        current = false;
        closeStream?.();
        closeStream = undefined;
        stopPolling ??= poll();
        scheduleRetry();
      },
    });
    if (!current) return close();
    closeStream = () => {
      current = false;
      close();
    };
  }

  const stopWatching = watchLongHidden(
    () => {
      paused = true;
      clearTimeout(retryTimer);
    },
    () => {
      paused = false;
      if (!closeStream) open();
    },
  );
  open();

  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    closeStream?.();
    stopPollingNow();
    stopWatching();
  };
}
