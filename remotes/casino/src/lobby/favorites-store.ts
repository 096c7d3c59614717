import { browserApi } from '@betfront/api-client';
import { casinoFavoritesAnswerSchema } from '@betfront/contract/casino-catalogue';

type Listener = () => void;

/** The logged-in player's favourite game ids, loaded once in the browser and changed by the hearts. */
let favorites: ReadonlySet<string> = new Set();
let loading: Promise<void> | null = null;
const listeners = new Set<Listener>();

function receive(gameIds: readonly string[]) {
  favorites = new Set(gameIds);
  for (const listener of listeners) listener();
}

export function loadFavoriteIds(lng: string): Promise<void> {
  loading ??= browserApi()
    .request(casinoFavoritesAnswerSchema, { method: 'GET', path: '/web-api/casino/favorites', query: { lng } })
    .then(({ gameIds }) => receive(gameIds))
    .catch(() => {
      loading = null;
    });
  return loading;
}

/** Favourites a page was rendered with, known before the player's list arrives (the list wins once loaded). */
export function seedFavoriteIds(gameIds: readonly string[]): void {
  if (loading === null) favorites = new Set([...favorites, ...gameIds]);
}

/** Adds the game to the favourites or takes it out; the platform's answer is the list as it now stands. */
export async function toggleFavoriteGame(gameId: string, lng: string): Promise<void> {
  await loadFavoriteIds(lng);
  const answer = await browserApi().request(casinoFavoritesAnswerSchema, {
    method: favorites.has(gameId) ? 'DELETE' : 'PUT',
    path: `/web-api/casino/favorites/${gameId}`,
    query: { lng },
  });
  receive(answer.gameIds);
}

export const isFavoriteGame = (gameId: string): boolean => favorites.has(gameId);

export function onFavoritesChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
