import { browserApi } from '@betfront/api-client';
import { tournamentAnswerSchema } from '@betfront/contract/casino-events';
import type { TournamentAnswer } from '@betfront/contract/casino-events';
import { pollEvery } from '@betfront/remote-kit';
import { useQuery } from '@tanstack/react-query';

/** How often a running tournament's leaderboard is read again. */
export const LEADERBOARD_REFRESH_MS = 10_000;

const isLive = (answer: TournamentAnswer | undefined) =>
  answer?.tournament.status === 'running' || answer?.tournament.status === 'ended';

/**
 * The tournament as the server rendered it, then read again every 10 seconds while it runs (or waits for its
 * prizes), so the leaderboard follows the rounds being played. A failed read keeps the last standings.
 */
export function useLiveTournament(initial: TournamentAnswer, lng: string): TournamentAnswer {
  const { id } = initial.tournament;
  const tournament = useQuery({
    queryKey: ['casino', 'tournament', id, lng],
    queryFn: ({ signal }) =>
      browserApi().request(tournamentAnswerSchema, {
        method: 'GET',
        path: `/web-api/casino/tournaments/${id}`,
        query: { lng },
        signal,
      }),
    initialData: initial,
    ...pollEvery(LEADERBOARD_REFRESH_MS),
    refetchInterval: (query) => (isLive(query.state.data) ? LEADERBOARD_REFRESH_MS : false),
    refetchOnWindowFocus: (query) => (isLive(query.state.data) ? 'always' : false),
  });
  return tournament.data;
}
