import { browserApi } from '@betfront/api-client';
import { casinoFavoritesAnswerSchema } from '@betfront/contract/casino-catalogue';
import { useHydrated } from '@betfront/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';

/** The logged-in player's favourite game ids: read once in the browser, then changed by the hearts. */
const favoritesQuery = (lng: string) =>
  queryOptions({
    queryKey: ['casino-favorites', lng],
    queryFn: async ({ signal }) =>
      (
        await browserApi().request(casinoFavoritesAnswerSchema, {
          method: 'GET',
          path: '/web-api/casino/favorites',
          query: { lng },
          signal,
        })
      ).gameIds,
    staleTime: Infinity,
  });

/**
 * The player's favourite game ids once read; null until then (and in the server's markup and the render that
 * hydrates it), while each heart shows what the page was rendered with.
 */
export function useFavoriteGameIds(lng: string, isLoggedIn: boolean): ReadonlySet<string> | null {
  const isHydrated = useHydrated();
  const { data } = useQuery({ ...favoritesQuery(lng), enabled: isLoggedIn });
  const ids = isHydrated ? data : undefined;
  return useMemo(() => (ids ? new Set(ids) : null), [ids]);
}

/** Adds the game to the favourites or takes it out; the platform's answer is the list as it now stands. */
export async function toggleFavoriteGame(queries: QueryClient, gameId: string, lng: string): Promise<void> {
  const query = favoritesQuery(lng);
  const known = await queries.ensureQueryData(query).catch(() => undefined);
  const answer = await browserApi().request(casinoFavoritesAnswerSchema, {
    method: known?.includes(gameId) ? 'DELETE' : 'PUT',
    path: `/web-api/casino/favorites/${gameId}`,
    query: { lng },
  });
  queries.setQueryData(query.queryKey, answer.gameIds);
}
