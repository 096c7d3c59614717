import { POLL_INTERVALS } from '@betfront/contract/sportsbook-feed';
import { gameAnswerSchema, gamesAnswerSchema, sportsMenuAnswerSchema } from '@betfront/contract/sportsbook';
import type { BettingMode, GameSummary } from '@betfront/contract/sportsbook';
import {
  expressDayAnswerSchema,
  favoritesAnswerSchema,
  searchAnswerSchema,
  teamAnswerSchema,
  topGamesAnswerSchema,
} from '@betfront/contract/sportsbook-lists';
import type { Fetcher } from '@betfront/remote-kit';
import { fetchHomeBanners } from '../banners/banners-request';
import { apiPath, fetchJson } from './fetch-json';
import type { Fetched } from './fetch-json';
import type { ExpressOfDay, MenuBlock } from './page-games';

/** The live page lists up to this many games (the platform's limit). */
export const LIVE_LIST_LIMIT = 300;
export const LINE_LIST_LIMIT = 100;

export const pollMsFor = (mode: BettingMode) => (mode === 'live' ? POLL_INTERVALS.liveList : POLL_INTERVALS.line);

export interface GamesFilter {
  mode: BettingMode;
  sportId?: number;
  champId?: number;
  cyber?: 'only' | 'exclude';
  marble?: 'only' | 'exclude';
  topOnly?: boolean;
}

/** The requests of the betting pages, each answering data or a failure status. */
export function sportsbookRequests(fetch: Fetcher, lng: string) {
  return {
    games: (filter: GamesFilter): Promise<Fetched<{ games: GameSummary[] }>> =>
      fetchJson(
        fetch,
        apiPath('/web-api/sportsbook/games', {
          lng,
          ...filter,
          limit: filter.mode === 'live' ? LIVE_LIST_LIMIT : LINE_LIST_LIMIT,
        }),
        gamesAnswerSchema,
      ),
    game: (gameId: number) =>
      fetchJson(fetch, apiPath(`/web-api/sportsbook/games/${gameId}`, { lng }), gameAnswerSchema),
    menu: (mode: BettingMode) =>
      fetchJson(fetch, apiPath('/web-api/sportsbook/menu', { lng, mode }), sportsMenuAnswerSchema),
    top: (mode: BettingMode) =>
      fetchJson(fetch, apiPath('/web-api/sportsbook/top', { lng, mode }), topGamesAnswerSchema),
    expresses: (): Promise<Fetched<{ expresses: ExpressOfDay[] }>> =>
      fetchJson(fetch, apiPath('/web-api/sportsbook/express-day', { lng }), expressDayAnswerSchema),
    search: (q: string) => fetchJson(fetch, apiPath('/web-api/sportsbook/search', { lng, q }), searchAnswerSchema),
    favorites: () => fetchJson(fetch, apiPath('/web-api/sportsbook/favorites', { lng }), favoritesAnswerSchema),
    banners: () => fetchHomeBanners(fetch, lng),
    team: (teamId: number) =>
      fetchJson(fetch, apiPath(`/web-api/sportsbook/teams/${teamId}`, { lng }), teamAnswerSchema),
  };
}

export type SportsbookRequests = ReturnType<typeof sportsbookRequests>;

export async function menuBlock(
  requests: SportsbookRequests,
  mode: BettingMode,
  base: string,
  current: { sportId?: number; champId?: number; cyber?: boolean },
): Promise<MenuBlock | null> {
  const menu = await requests.menu(mode);
  if (!menu.ok) return null;
  const sports =
    current.cyber === undefined
      ? menu.data.sports
      : menu.data.sports.filter((sport) => sport.isCyber === current.cyber);
  return { mode, base, sports, currentSportId: current.sportId ?? null, currentChampId: current.champId ?? null };
}
