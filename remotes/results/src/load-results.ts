import { liveResultsAnswerSchema, resultsAnswerSchema } from '@betfront/contract/sportsbook-lists';
import type { GameSummary } from '@betfront/contract/sportsbook';
import { gameStatisticsAnswerSchema } from '@betfront/contract/sportsbook-statistics';
import { virtualResultsAnswerSchema } from '@betfront/contract/virtual';
import type { VirtualResults } from '@betfront/contract/virtual';
import type { Fetcher, LoadArgs, LoadResult } from '@betfront/remote-kit';
import { liveResultsKey } from './components/use-live-results';
import { resolveResultsRoute, resultsFilter } from './results-data';
import type { FinishedResults, ResultsData, ResultsFilter } from './results-data';

function resultsQuery(lng: string, filter: Partial<ResultsFilter>): string {
  const query = new URLSearchParams({ lng });
  for (const name of ['sportId', 'gameId', 'date'] as const) {
    const value = filter[name];
    if (value !== null && value !== undefined) query.set(name, String(value));
  }
  return query.toString();
}

/** The page still renders, saying the results are unavailable, when the platform cannot answer: null then. */
async function readOrNull<T>(fetcher: Fetcher, url: string, schema: { parse(value: unknown): T }): Promise<T | null> {
  try {
    const response = await fetcher(url);
    if (!response.ok) return null;
    return schema.parse(await response.json());
  } catch {
    return null;
  }
}

const loadFinished = (fetcher: Fetcher, lng: string, filter: ResultsFilter): Promise<FinishedResults | null> =>
  readOrNull(
    fetcher,
    `/web-api/sportsbook/results?${resultsQuery(lng, { sportId: filter.sportId, date: filter.date })}`,
    resultsAnswerSchema,
  );

const loadPlayedRounds = (fetcher: Fetcher, lng: string, filter: ResultsFilter): Promise<VirtualResults | null> =>
  readOrNull(
    fetcher,
    `/web-api/virtual/results?${resultsQuery(lng, { gameId: filter.gameId, date: filter.date })}`,
    virtualResultsAnswerSchema,
  );

/** The games in play as the server reads them for its render; a failure leaves the browser to read them. */
async function loadLiveResults(fetcher: Fetcher, lng: string, sportId: number | null): Promise<GameSummary[]> {
  const response = await fetcher(`/web-api/sportsbook/results/live?${resultsQuery(lng, { sportId })}`);
  if (!response.ok) throw new Error(`the live results answered ${response.status}`);
  return liveResultsAnswerSchema.parse(await response.json()).games;
}

/** A game's statistics; 404 when the platform knows no such game, null when it could not answer. */
async function loadStatistics(fetcher: Fetcher, lng: string, gameId: number): Promise<LoadResult<ResultsData>> {
  try {
    const response = await fetcher(`/web-api/sportsbook/games/${gameId}/statistics?${new URLSearchParams({ lng })}`);
    if (response.status === 404) return { status: 404 };
    if (!response.ok) return { status: 200, data: { page: 'statistics', gameId, statistics: null } };
    const statistics = gameStatisticsAnswerSchema.parse(await response.json());
    return { status: 200, data: { page: 'statistics', gameId, statistics } };
  } catch {
    return { status: 200, data: { page: 'statistics', gameId, statistics: null } };
  }
}

/**
 * Resolves the route and loads its games or statistics so the server's HTML carries them; the games in play go
 * into the render's queries, which the browser's cache starts from.
 */
export async function loadResults({ ctx, fetch, queries }: LoadArgs): Promise<LoadResult<ResultsData>> {
  const resolved = resolveResultsRoute(ctx.route);
  if (!resolved) return { status: 404 };
  if (resolved.page === 'statistics') return loadStatistics(fetch, ctx.lng, resolved.gameId);
  const filter = resultsFilter(ctx.route.query);
  switch (resolved.type) {
    case 'live':
      await queries.prefetchQuery({
        queryKey: liveResultsKey(ctx.lng, filter.sportId),
        queryFn: () => loadLiveResults(fetch, ctx.lng, filter.sportId),
      });
      return { status: 200, data: { page: 'results', type: 'live', filter, finished: null } };
    case 'zone':
      return {
        status: 200,
        data: { page: 'results', type: 'zone', filter, played: await loadPlayedRounds(fetch, ctx.lng, filter) },
      };
    case 'all':
      return {
        status: 200,
        data: { page: 'results', type: 'all', filter, finished: await loadFinished(fetch, ctx.lng, filter) },
      };
  }
}
