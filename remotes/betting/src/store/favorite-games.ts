import { browserApi } from '@betfront/api-client';
import { favoritesAnswerSchema } from '@betfront/contract/sportsbook-lists';
import { useHydrated } from '@betfront/ui';
import { useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';

const favoritesKey = (lng: string) => ['sportsbook-favorites', lng] as const;

const NO_FAVORITES: readonly number[] = [];

/**
 * The logged-in player's favourite game ids: read once in the browser (the server renders every star empty, and so
 * does the render that hydrates it), then changed by the stars. None for a visitor, or while the read fails.
 */
export function useFavoriteIds(lng: string, isLoggedIn: boolean): ReadonlySet<number> {
  const isHydrated = useHydrated();
  const { data } = useQuery({
    queryKey: favoritesKey(lng),
    queryFn: async ({ signal }) =>
      (
        await browserApi().request(favoritesAnswerSchema, {
          method: 'GET',
          path: '/web-api/sportsbook/favorites',
          query: { lng },
          signal,
        })
      ).gameIds,
    enabled: isLoggedIn,
    staleTime: Infinity,
  });
  const ids = isHydrated && data ? data : NO_FAVORITES;
  return useMemo(() => new Set(ids), [ids]);
}

/** Adds the game to the favourites or takes it out; the platform's answer is the list as it now stands. */
export async function toggleFavorite(queries: QueryClient, gameId: number, lng: string): Promise<void> {
  const isFavorite = queries.getQueryData<readonly number[]>(favoritesKey(lng))?.includes(gameId) ?? false;
  const answer = await browserApi().request(favoritesAnswerSchema, {
    method: isFavorite ? 'DELETE' : 'PUT',
    path: `/web-api/sportsbook/favorites/${gameId}`,
    query: { lng },
  });
  queries.setQueryData(favoritesKey(lng), answer.gameIds);
}
