import { browserApi } from '@betfront/api-client';
import {
  betHistoryAnswerSchema,
  betHistoryClearAnswerSchema,
  betHistoryMailAnswerSchema,
} from '@betfront/contract/bets';
import type { z } from 'zod';
import type { HistoryFilter } from './history-filter';

export type BetHistory = z.infer<typeof betHistoryAnswerSchema>;

export function loadHistory(filter: HistoryFilter, lng: string, signal: AbortSignal): Promise<BetHistory> {
  return browserApi().request(betHistoryAnswerSchema, {
    method: 'GET',
    path: '/web-api/bets/history',
    query: { lng, from: filter.from, to: filter.to, statusId: filter.statusId, page: filter.page, limit: filter.limit },
    signal,
  });
}

export function mailBetHistory(body: { from: string; to: string; lng: string; accountId?: number }) {
  return browserApi().request(betHistoryMailAnswerSchema, { method: 'POST', path: '/web-api/bets/history/mail', body });
}

export function clearBetHistory(body: { through: string; accountId?: number }) {
  return browserApi().request(betHistoryClearAnswerSchema, {
    method: 'POST',
    path: '/web-api/bets/history/clear',
    body,
  });
}
