import { browserApi, isApiError } from '@betfront/api-client';
import { movementsAnswerSchema } from '@betfront/contract/ledger';
import type { MovementsAnswer } from '@betfront/contract/ledger';
import type { MovementsFilter } from './movements-filter';

export function loadMovements(filter: MovementsFilter, signal: AbortSignal): Promise<MovementsAnswer> {
  const { accountId, group, from, to, page, limit } = filter;
  return browserApi().request(movementsAnswerSchema, {
    method: 'GET',
    path: '/web-api/ledger/movements',
    query: { accountId, group, from, to, page, limit },
    signal,
  });
}

/** The platform's answer when the filter names an account that is not the player's. */
export const isForeignAccount = (error: unknown): boolean =>
  isApiError(error) && error.status === 404 && error.code === 'account_not_found';
