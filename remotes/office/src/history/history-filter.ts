import { betHistoryQuerySchema } from '@betfront/contract/bets';

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
  const given = (name: string) => (query[name] === '' ? undefined : query[name]);
  const from = shape.from.safeParse(given('from'));
  const to = shape.to.safeParse(given('to'));
  const statusId = shape.statusId.safeParse(given('statusId'));
  const page = shape.page.safeParse(given('page'));
  return {
    from: from.success ? from.data : undefined,
    to: to.success ? to.data : undefined,
    statusId: statusId.success ? statusId.data : undefined,
    page: page.success ? page.data : 1,
    limit: HISTORY_PAGE_SIZE,
  };
}

/** The query of the history page for a filter, e.g. `?from=2030-05-01&page=2`. */
export function historySearch(filter: HistoryFilter, page: number): string {
  const query = new URLSearchParams();
  if (filter.from) query.set('from', filter.from);
  if (filter.to) query.set('to', filter.to);
  if (filter.statusId !== undefined) query.set('statusId', String(filter.statusId));
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `?${text}` : '';
}
