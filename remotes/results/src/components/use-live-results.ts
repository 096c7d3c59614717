import { browserApi } from '@betfront/api-client';
import type { GameSummary } from '@betfront/contract/sportsbook';
import { POLL_INTERVALS } from '@betfront/contract/sportsbook-feed';
import { liveResultsAnswerSchema } from '@betfront/contract/sportsbook-lists';
import { pollEvery } from '@betfront/remote-kit';
import { useQuery } from '@tanstack/react-query';

export const liveResultsKey = (lng: string, sportId: number | null) => ['results', 'live', lng, sportId];

/**
 * The games in play, starting from the server's answer and polled every 5 s; a failed poll keeps the last games
 * and is tried again at the next tick. Undefined while no answer has come.
 */
export function useLiveResults(lng: string, sportId: number | null): GameSummary[] | undefined {
  return useQuery({
    queryKey: liveResultsKey(lng, sportId),
    queryFn: async ({ signal }) => {
      const answer = await browserApi().request(liveResultsAnswerSchema, {
        method: 'GET',
        path: '/web-api/sportsbook/results/live',
        query: { lng, sportId },
        signal,
      });
      return answer.games;
    },
    ...pollEvery(POLL_INTERVALS.liveResults),
  }).data;
}
