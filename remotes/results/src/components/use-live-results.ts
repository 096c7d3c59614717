import { useCallback } from 'react';
import { browserApi } from '@betfront/api-client';
import type { GameSummary } from '@betfront/contract/sportsbook';
import { POLL_INTERVALS } from '@betfront/contract/sportsbook-feed';
import { liveResultsAnswerSchema } from '@betfront/contract/sportsbook-lists';
import { usePolling } from '@betfront/remote-kit';

/**
 * The games in play, starting from the server's answer and polled every 5 s; a failed poll keeps the last games
 * and is tried again at the next tick.
 */
export function useLiveResults(initial: GameSummary[] | null, lng: string, sportId: number | null) {
  const load = useCallback(
    async (signal: AbortSignal) => {
      const answer = await browserApi().request(liveResultsAnswerSchema, {
        method: 'GET',
        path: '/web-api/sportsbook/results/live',
        query: { lng, sportId },
        signal,
      });
      return answer.games;
    },
    [lng, sportId],
  );
  return usePolling(load, { intervalMs: POLL_INTERVALS.liveResults, initial }).value;
}
