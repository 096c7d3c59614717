import { liveResultsAnswerSchema, resultsAnswerSchema } from '@betfront/contract/sportsbook-lists';
import type { GameSummary } from '@betfront/contract/sportsbook';
import type { Fetcher, LoadArgs, LoadResult } from '@betfront/remote-kit';
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

export async function loadLiveResults(
  fetcher: Fetcher,
  lng: string,
  sportId: number | null,
): Promise<GameSummary[] | null> {
  try {
    const response = await fetcher(`/web-api/sportsbook/results/live?${resultsQuery(lng, { sportId, date: null })}`);
    if (!response.ok) return null;
    return liveResultsAnswerSchema.parse(await response.json()).games;
  } catch {
    return null;
  }
}

/** Resolves the route and, for a results page, loads its games so the server's HTML carries them. */
export async function loadResults({ ctx, fetch }: LoadArgs): Promise<LoadResult<ResultsData>> {
  const resolved = resolveResultsRoute(ctx.route);
  if (!resolved) return { status: 404 };
  if (resolved.page === 'statistics') return { status: 200, data: resolved };
  const filter = resultsFilter(ctx.route.query);
  if (resolved.type === 'live') {
    const live = await loadLiveResults(fetch, ctx.lng, filter.sportId);
    return { status: 200, data: { ...resolved, filter, finished: null, live } };
  }
  const finished = await loadFinished(fetch, ctx.lng, filter);
  return { status: 200, data: { ...resolved, filter, finished, live: null } };
}
