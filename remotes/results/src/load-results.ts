import { liveResultsAnswerSchema, resultsAnswerSchema } from '@betfront/contract/sportsbook-lists';
import type { GameSummary } from '@betfront/contract/sportsbook';
import { gameStatisticsAnswerSchema } from '@betfront/contract/sportsbook-statistics';
import type { Fetcher, LoadArgs, LoadResult } from '@betfront/remote-kit';
import { liveResultsKey } from './components/use-live-results';
import { resolveResultsRoute, resultsFilter } from './results-data';
import type { FinishedResults, ResultsData, ResultsFilter } from './results-data';

function resultsQuery(lng: string, filter: ResultsFilter): string {
  const query = new URLSearchParams({ lng });
  if (filter.sportId !== null) query.set('sportId', String(filter.sportId));
  if (filter.date !== null) query.set('date', filter.date);
  return query.toString();
}

/** The page still renders, saying the results are unavailable, when the platform cannot answer. */
async function loadFinished(fetcher: Fetcher, lng: string, filter: ResultsFilter): Promise<FinishedResults | null> {
  try {
    const response = await fetcher(`/web-api/sportsbook/results?${resultsQuery(lng, filter)}`);
    if (!response.ok) return null;
    return resultsAnswerSchema.parse(await response.json());
  } catch {
    return null;
  }
}

/** The games in play as the server reads them for its render; a failure leaves the browser to read them. */
async function loadLiveResults(fetcher: Fetcher, lng: string, sportId: number | null): Promise<GameSummary[]> {
  const response = await fetcher(`/web-api/sportsbook/results/live?${resultsQuery(lng, { sportId, date: null })}`);
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
  if (resolved.type === 'live') {
    await queries.prefetchQuery({
      queryKey: liveResultsKey(ctx.lng, filter.sportId),
      queryFn: () => loadLiveResults(fetch, ctx.lng, filter.sportId),
    });
    return { status: 200, data: { ...resolved, filter, finished: null } };
  }
  const finished = await loadFinished(fetch, ctx.lng, filter);
  return { status: 200, data: { ...resolved, filter, finished } };
}
