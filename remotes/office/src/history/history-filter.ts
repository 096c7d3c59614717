import { betHistoryQuerySchema } from '@betfront/contract/bets';
import { listSearch, queryValue } from '../shared/list-query';

export const HISTORY_PAGE_SIZE = 10;

export interface HistoryFilter {
  from: string | undefined;
  to: string | undefined;
  statusId: number | undefined;
  page: number;
  limit: number;
}

/** The filter the page's query asks for; each malformed value is dropped rather than failing the page. */
export function historyFilter(query: Readonly<Record<string, string>>): HistoryFilter {
  const { shape } = betHistoryQuerySchema;
  return {
    from: queryValue(shape.from, query, 'from'),
    to: queryValue(shape.to, query, 'to'),
    statusId: queryValue(shape.statusId, query, 'statusId'),
    page: queryValue(shape.page, query, 'page') ?? 1,
    limit: HISTORY_PAGE_SIZE,
  };
}

/** The query of the history page for a filter, e.g. `?from=2030-05-01&page=2`. */
export function historySearch(filter: HistoryFilter, page: number): string {
  return listSearch({ from: filter.from, to: filter.to, statusId: filter.statusId }, page);
}
