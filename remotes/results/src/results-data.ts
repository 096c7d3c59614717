import type { RemoteRoute } from '@betfront/remote-kit';

/** The results tabs: `all` is `/results`, the others are `/results/{type}`. */
export const RESULT_TYPES = ['all', 'live', 'zone'] as const;
export type ResultType = (typeof RESULT_TYPES)[number];

export type ResultsData = { page: 'results'; type: ResultType } | { page: 'statistics'; subject: string };

/** A statistics popup names what it shows in up to four path segments, e.g. `game/12345`. */
const STATISTICS_SUBJECT = /^[a-z0-9-]{1,64}(?:\/[a-z0-9-]{1,64}){0,3}$/i;

/** What a route shows, or null when the route or its parameters name nothing this remote knows. */
export function resolveResultsRoute(route: RemoteRoute): ResultsData | null {
  if (route.name === 'results') {
    const { type } = route.params;
    if (type === undefined) return { page: 'results', type: 'all' };
    return type === 'live' || type === 'zone' ? { page: 'results', type } : null;
  }
  if (route.name === 'statisticpopup') {
    const subject = route.params.rest ?? '';
    return STATISTICS_SUBJECT.test(subject) ? { page: 'statistics', subject } : null;
  }
  return null;
}

/** The dictionary stem of a page's texts: `{stem}.heading` and `{stem}.description`. */
export function pageKey(data: ResultsData): string {
  return data.page === 'results' ? `results.page.${data.type}` : 'results.page.statistics';
}
