import { useEffect, useState } from 'react';
import { browserApi } from '@betfront/api-client';
import type { GameSummary } from '@betfront/contract/sportsbook';
import { POLL_INTERVALS } from '@betfront/contract/sportsbook-feed';
import { liveResultsAnswerSchema } from '@betfront/contract/sportsbook-lists';

/** Polling stops this long after the page is hidden and resumes with a refresh on return (site §4). */
export const HIDDEN_PAUSE_MS = 30_000;

/**
 * The games in play, starting from the server's answer and polled every 5 s while the page is visible;
 * a failed poll keeps the last games and is tried again at the next tick.
 */
export function useLiveResults(initial: GameSummary[] | null, lng: string, sportId: number | null) {
  const [games, setGames] = useState(initial);

  useEffect(() => {
    let paused = false;
    let nextPoll: ReturnType<typeof setTimeout> | undefined;
    let pauseTimer: ReturnType<typeof setTimeout> | undefined;
    let inFlight: AbortController | undefined;

    const schedule = () => {
      clearTimeout(nextPoll);
      if (!paused) nextPoll = setTimeout(() => void poll(), POLL_INTERVALS.liveResults);
    };

    const poll = async () => {
      inFlight?.abort();
      const controller = new AbortController();
      inFlight = controller;
      try {
        const answer = await browserApi().request(liveResultsAnswerSchema, {
          method: 'GET',
          path: '/web-api/sportsbook/results/live',
          query: { lng, sportId },
          signal: controller.signal,
        });
        if (!controller.signal.aborted) setGames(answer.games);
      } catch {
        // Kept as they are until the next tick.
      }
      if (inFlight === controller) {
        inFlight = undefined;
        schedule();
      }
    };

    const onVisibilityChange = () => {
      clearTimeout(pauseTimer);
      if (document.hidden) {
        pauseTimer = setTimeout(() => {
          paused = true;
          clearTimeout(nextPoll);
          inFlight?.abort();
        }, HIDDEN_PAUSE_MS);
      } else if (paused) {
        paused = false;
        void poll();
      }
    };

    document.addEventListener('visibilitychange', onVisibilityChange);
    schedule();
    return () => {
      paused = true;
      clearTimeout(nextPoll);
      clearTimeout(pauseTimer);
      inFlight?.abort();
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [lng, sportId]);

  return games;
}
