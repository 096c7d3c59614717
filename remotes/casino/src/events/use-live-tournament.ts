import { browserApi } from '@betfront/api-client';
import { tournamentAnswerSchema } from '@betfront/contract/casino-events';
import type { TournamentAnswer } from '@betfront/contract/casino-events';
import { useEffect, useState } from 'react';

/** How often a running tournament's leaderboard is read again. */
export const LEADERBOARD_REFRESH_MS = 10_000;

/**
 * The tournament as the server rendered it, then read again every 10 seconds while it runs (or waits for its
 * prizes), so the leaderboard follows the rounds being played. A failed read keeps the last standings.
 */
export function useLiveTournament(initial: TournamentAnswer, lng: string): TournamentAnswer {
  const [answer, setAnswer] = useState(initial);
  const { id, status } = answer.tournament;
  const isLive = status === 'running' || status === 'ended';
  useEffect(() => {
    if (!isLive) return;
    const controller = new AbortController();
    const timer = window.setInterval(() => {
      browserApi()
        .request(tournamentAnswerSchema, {
          method: 'GET',
          path: `/web-api/casino/tournaments/${id}`,
          query: { lng },
          signal: controller.signal,
        })
        .then(setAnswer, () => undefined);
    }, LEADERBOARD_REFRESH_MS);
    return () => {
      controller.abort();
      window.clearInterval(timer);
    };
  }, [id, isLive, lng]);
  return answer;
}
