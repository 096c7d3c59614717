import { browserApi } from '@betfront/api-client';
import { casinoGameListSchema } from '@betfront/contract/casino-catalogue';
import type { CasinoGameTile } from '@betfront/contract/casino-catalogue';
import { useQuery } from '@tanstack/react-query';
import { MIN_SEARCH } from './lobby-view';

/** What the search shows: the games found for the words, none yet (too few letters), or a failed search. */
export interface Found {
  query: string;
  games: CasinoGameTile[] | null;
  failed: boolean;
}

/** The words of the last pause in typing, and those of the pause before (whose games show meanwhile). */
export interface Searched {
  words: string;
  before: string;
}

type Answer = { query: string; games: CasinoGameTile[] };

const searchKey = (lng: string, words: string) => ['casino', 'search', lng, words];

/**
 * The search's answer for the words the player stopped typing at, as a query per words: the games of the words
 * before stay shown until the new ones come, and words searched once are not asked for again while the page is
 * open. Until the player searches (`searched` null), the page shows the answer it was rendered with.
 */
export function useFoundGames(lng: string, searched: Searched | null, rendered: Found): Found {
  const words = searched?.words ?? rendered.query;
  const isLongEnough = words.length >= MIN_SEARCH;
  const found = useQuery({
    queryKey: searchKey(lng, words),
    queryFn: ({ signal }): Promise<Answer> =>
      browserApi()
        .request(casinoGameListSchema, {
          method: 'GET',
          path: '/web-api/casino/search',
          query: { lng, q: words },
          signal,
        })
        .then((answer) => ({ query: words, games: answer.games })),
    enabled: searched !== null && isLongEnough,
    initialData: searched === null && rendered.games ? { query: words, games: rendered.games } : undefined,
    placeholderData: (previous) => (previous?.query === searched?.before ? previous : undefined),
    staleTime: Infinity,
  });
  if (searched === null) return rendered;
  if (!isLongEnough) return { query: words, games: null, failed: false };
  if (found.isError) return { query: words, games: null, failed: true };
  return { query: found.data?.query ?? words, games: found.data?.games ?? null, failed: false };
}
