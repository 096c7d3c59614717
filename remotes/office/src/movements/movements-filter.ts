import { movementsQuerySchema } from '@betfront/contract/ledger';
import type { MovementGroup } from '@betfront/contract/ledger';
import { listSearch, queryValue } from '../shared/list-query';

export const MOVEMENTS_PAGE_SIZE = 20;

export interface MovementsFilter {
  accountId: number | undefined;
  group: MovementGroup | undefined;
  from: string | undefined;
  to: string | undefined;
  page: number;
  limit: number;
}

/** The filter the page's query asks for; each malformed value is dropped rather than failing the page. */
export function movementsFilter(query: Readonly<Record<string, string>>): MovementsFilter {
  const { shape } = movementsQuerySchema;
  return {
    accountId: queryValue(shape.accountId, query, 'accountId'),
    group: queryValue(shape.group, query, 'group'),
    from: queryValue(shape.from, query, 'from'),
    to: queryValue(shape.to, query, 'to'),
    page: queryValue(shape.page, query, 'page') ?? 1,
    limit: MOVEMENTS_PAGE_SIZE,
  };
}

/** The query of the movements page for a filter, e.g. `?accountId=41&group=bets&page=2`. */
export function movementsSearch(filter: MovementsFilter, page: number): string {
  const { accountId, group, from, to } = filter;
  return listSearch({ accountId, group, from, to }, page);
}
