import type { FinishedGame } from '@betfront/contract/sportsbook-lists';
import type { GameStatistics } from '@betfront/contract/sportsbook-statistics';
import type { VirtualResults } from '@betfront/contract/virtual';
import type { RemoteRoute } from '@betfront/remote-kit';

/** The results tabs: `all` is `/results`, the others are `/results/{type}`. */
export const RESULT_TYPES = ['all', 'live', 'zone'] as const;
export type ResultType = (typeof RESULT_TYPES)[number];

/**
 * What the visitor asked for in the query: a sport (or, in the game zone, a game) and a day of the player's calendar;
 * missing or malformed values are left out.
 */
export interface ResultsFilter {
  sportId: number | null;
  gameId: number | null;
  date: string | null;
}

export interface ResultsSport {
  id: number;
  slug: string;
  name: string;
  gamesCount: number;
}

/** Finished games of one day; null when the platform could not be reached. */
export interface FinishedResults {
  date: string;
  sports: ResultsSport[];
  games: FinishedGame[];
}

export type ResultsData =
  | {
      page: 'results';
      type: 'all' | 'live';
      filter: ResultsFilter;
      finished: FinishedResults | null;
    }
  /** The game zone: rounds of the virtual games played on the day; null when the platform could not be reached. */
  | { page: 'results'; type: 'zone'; filter: ResultsFilter; played: VirtualResults | null }
  /** statistics is null when the platform could not be reached. */
  | { page: 'statistics'; gameId: number; statistics: GameStatistics | null };

export type ResultsPageData = Extract<ResultsData, { page: 'results' }>;

/** A statistics popup names the game it shows: `game/12345`. */
const STATISTICS_GAME = /^game\/([1-9]\d{0,8})$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const POSITIVE_ID = /^[1-9]\d{0,8}$/;

export function resultsFilter(query: Readonly<Record<string, string>>): ResultsFilter {
  const { sportId, gameId, date } = query;
  const isDate = date !== undefined && ISO_DATE.test(date) && !Number.isNaN(Date.parse(date));
  const idOf = (value: string | undefined) => (value !== undefined && POSITIVE_ID.test(value) ? Number(value) : null);
  return { sportId: idOf(sportId), gameId: idOf(gameId), date: isDate ? date : null };
}

/** Which page a route is, before anything is loaded for it. */
export type ResultsTarget = { page: 'results'; type: ResultType } | { page: 'statistics'; gameId: number };

/** The route's page, or null when its parameters name nothing this remote knows. */
export function resolveResultsRoute(route: RemoteRoute): ResultsTarget | null {
  if (route.name === 'results') {
    const { type } = route.params;
    if (type === undefined) return { page: 'results', type: 'all' };
    return type === 'live' || type === 'zone' ? { page: 'results', type } : null;
  }
  if (route.name === 'statisticpopup') {
    const gameId = STATISTICS_GAME.exec(route.params.rest ?? '')?.[1];
    return gameId ? { page: 'statistics', gameId: Number(gameId) } : null;
  }
  return null;
}

/** The dictionary stem of a page's texts: `{stem}.heading` and `{stem}.description`. */
export function pageKey(data: ResultsTarget): string {
  return data.page === 'results' ? `results.page.${data.type}` : 'results.page.statistics';
}
