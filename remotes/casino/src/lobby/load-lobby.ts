import {
  casinoFavoritesAnswerSchema,
  casinoGamesAnswerSchema,
  casinoGameListSchema,
  casinoProvidersAnswerSchema,
  casinoRecommendedAnswerSchema,
} from '@betfront/contract/casino-catalogue';
import type { CasinoGamesAnswer } from '@betfront/contract/casino-catalogue';
import type { Fetcher, RemoteContext } from '@betfront/remote-kit';
import type { CasinoData } from '../casino-data';
import { getAnswer } from './fetch-answer';
import type { Answer } from './fetch-answer';
import { MAX_SHOWN, MIN_SEARCH, NOT_FOUND, PAGE_SIZE, ROW_SIZE } from './lobby-view';
import type { GamesFilter, LobbyRow, LobbyView } from './lobby-view';

/** The lobby's rows: a category of the catalogue each, and the page that lists the whole row. */
const LOBBY_ROWS = [
  { id: 'popular', query: { category: 'slots/popular' }, href: 'slots/popular' },
  { id: 'new', query: { category: 'slots/new' }, href: 'slots/new' },
  { id: 'jackpots', query: { category: 'slots/jackpots' }, href: 'slots/jackpots' },
  { id: 'crash-games', query: { category: 'crash-games' }, href: 'crash-games' },
  { id: 'live-casino', query: { category: 'live-casino' }, href: 'live-casino' },
  { id: 'card-games', query: { category: 'card-games' }, href: 'card-games' },
] as const;

/** How many games the URL asks to show again (`?shown=` after "show more"), a whole number of pages. */
export function shownFromQuery(query: Readonly<Record<string, string>>): number {
  const asked = Number(query.shown);
  if (!Number.isInteger(asked) || asked <= PAGE_SIZE) return PAGE_SIZE;
  return Math.min(MAX_SHOWN, Math.ceil(asked / PAGE_SIZE) * PAGE_SIZE);
}

/** The catalogue filter of a games page: its section and sub-category, or its provider. */
function gamesFilter(data: CasinoData, ctx: RemoteContext): GamesFilter {
  const { route } = ctx;
  if (route.name === 'providers' && route.params.provider) return { provider: route.params.provider };
  if (route.name === 'slots.vulkan') return { category: 'slots/vulkan' };
  if (data.subcategories) {
    const { section, current } = data.subcategories;
    return { category: current ? `${section}/${current}` : section };
  }
  return { category: route.name };
}

const failedOr = <T>(answer: Answer<T>, view: (data: T) => LobbyView): LobbyView =>
  answer.ok ? view(answer.data) : { kind: 'failed' };

async function lobby(fetch: Fetcher, lng: string): Promise<LobbyView> {
  const [providers, ...rows] = await Promise.all([
    getAnswer(fetch, '/web-api/casino/providers', {}, casinoProvidersAnswerSchema),
    ...LOBBY_ROWS.map((row) =>
      getAnswer(fetch, '/web-api/casino/games', { lng, limit: ROW_SIZE, ...row.query }, casinoGamesAnswerSchema),
    ),
  ]);
  if (!providers.ok || rows.some((row) => !row.ok)) return { kind: 'failed' };
  const filled: LobbyRow[] = LOBBY_ROWS.map((row, index) => {
    const answer = rows[index];
    return { id: row.id, href: row.href, games: answer?.ok ? answer.data.games : [] };
  });
  return { kind: 'lobby', rows: filled.filter((row) => row.games.length > 0), providers: providers.data.providers };
}

/** A list of a provider the platform does not know is not a page. */
async function games(fetch: Fetcher, ctx: RemoteContext, filter: GamesFilter): Promise<LobbyView | typeof NOT_FOUND> {
  const limit = shownFromQuery(ctx.route.query);
  const answer = await getAnswer(
    fetch,
    '/web-api/casino/games',
    { lng: ctx.lng, limit, ...filter },
    casinoGamesAnswerSchema,
  );
  if (!answer.ok) return answer.status === 400 ? NOT_FOUND : { kind: 'failed' };
  const list: CasinoGamesAnswer = answer.data;
  if (filter.provider && list.total === 0) return NOT_FOUND;
  return { kind: 'games', filter, list };
}

async function search(fetch: Fetcher, lng: string, query: string): Promise<LobbyView> {
  if (query.trim().length < MIN_SEARCH) return { kind: 'search', query, games: null, failed: false };
  const answer = await getAnswer(fetch, '/web-api/casino/search', { lng, q: query.trim() }, casinoGameListSchema);
  return answer.ok
    ? { kind: 'search', query, games: answer.data.games, failed: false }
    : { kind: 'search', query, games: null, failed: true };
}

/**
 * What the body of a casino page shows: the lobby's rows, a list of games, search results, providers or the
 * player's own games; null for pages without games (bonuses, the game window).
 */
export async function loadLobbyView(
  data: CasinoData,
  ctx: RemoteContext,
  fetch: Fetcher,
): Promise<LobbyView | typeof NOT_FOUND | null> {
  const { lng, user } = ctx;
  switch (data.content) {
    case 'games':
      return ctx.route.name === 'casino-lobby' ? lobby(fetch, lng) : games(fetch, ctx, gamesFilter(data, ctx));
    case 'provider':
      return games(fetch, ctx, gamesFilter(data, ctx));
    case 'providers':
      return failedOr(
        await getAnswer(fetch, '/web-api/casino/providers', {}, casinoProvidersAnswerSchema),
        ({ providers }) => ({ kind: 'providers', providers }),
      );
    case 'search':
      return search(fetch, lng, data.query);
    case 'favorites':
      if (!user) return { kind: 'sign-in' };
      return failedOr(
        await getAnswer(fetch, '/web-api/casino/favorites', { lng }, casinoFavoritesAnswerSchema),
        (answer) => ({ kind: 'favorites', games: answer.games }),
      );
    case 'recommended':
      if (!user) return { kind: 'sign-in' };
      return failedOr(
        await getAnswer(fetch, '/web-api/casino/recommended', { lng }, casinoRecommendedAnswerSchema),
        (answer) => ({ kind: 'recommended', answer }),
      );
    case 'authorization':
      return user ? { kind: 'signed-in' } : { kind: 'sign-in' };
    default:
      return null;
  }
}
