import { browserApi } from '@betfront/api-client';
import { casinoGamesAnswerSchema } from '@betfront/contract/casino-catalogue';
import type { CasinoGamesAnswer } from '@betfront/contract/casino-catalogue';
import { useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from './lobby-view';
import type { GamesFilter } from './lobby-view';

/**
 * The pages of a games list: the first is the one the page was rendered with (as many games as its URL asked
 * for), each next one is a page read after the last one's cursor. The pages belong to the list on screen: they
 * are never read again on their own, and are dropped when the list goes, so a list opened again starts from the
 * first page its own load answered.
 */
export function useGamePages(lng: string, filter: GamesFilter, first: CasinoGamesAnswer) {
  return useInfiniteQuery({
    queryKey: ['casino', 'games', lng, filter],
    queryFn: ({ pageParam, signal }) =>
      browserApi().request(casinoGamesAnswerSchema, {
        method: 'GET',
        path: '/web-api/casino/games',
        query: { lng, ...filter, cursor: pageParam, limit: PAGE_SIZE },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    initialData: { pages: [first], pageParams: [null] },
    staleTime: Infinity,
    gcTime: 0,
  });
}
