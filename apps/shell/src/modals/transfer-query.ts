import { transferPartnerSchema } from '@betfront/contract/user-transfer';
import { safeParse } from 'zod/mini';
import { QUERY_PARAM, withoutQueryParams } from '../routes/query-flags';

const PARTNER_PARAM = 'partner';

/** The partner site the player comes from: the link's `partner` query, else the welcome partner. */
export function transferPartnerOf(query: URLSearchParams): string {
  const parsed = safeParse(transferPartnerSchema, query.get(PARTNER_PARAM));
  return parsed.success ? parsed.data : 'welcome';
}

/** The page the moved player sees next: this one, without the query that opened the transfer. */
export function pageAfterTransfer(pathname: string, query: URLSearchParams): string {
  const rest = withoutQueryParams(query, [QUERY_PARAM.modal, PARTNER_PARAM]).toString();
  return rest === '' ? pathname : `${pathname}?${rest}`;
}
