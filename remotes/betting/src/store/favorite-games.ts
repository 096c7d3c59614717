import { browserApi } from '@betfront/api-client';
import { favoritesAnswerSchema } from '@betfront/contract/sportsbook-lists';

type Listener = () => void;

/** The logged-in player's favourite game ids, loaded once in the browser and changed by the stars. */
let favorites: ReadonlySet<number> = new Set();
let loaded: Promise<void> | null = null;
const listeners = new Set<Listener>();

function receive(gameIds: readonly number[]) {
  favorites = new Set(gameIds);
  for (const listener of listeners) listener();
}

export function loadFavorites(lng: string): Promise<void> {
  loaded ??= browserApi()
    .request(favoritesAnswerSchema, { method: 'GET', path: '/web-api/sportsbook/favorites', query: { lng } })
    .then(({ gameIds }) => receive(gameIds))
    .catch(() => {
      loaded = null;
    });
  return loaded;
}

export async function toggleFavorite(gameId: number, lng: string): Promise<void> {
  const answer = await browserApi().request(favoritesAnswerSchema, {
    method: favorites.has(gameId) ? 'DELETE' : 'PUT',
    path: `/web-api/sportsbook/favorites/${gameId}`,
    query: { lng },
  });
  receive(answer.gameIds);
}

export const isFavorite = (gameId: number): boolean => favorites.has(gameId);

export function subscribeFavorites(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
