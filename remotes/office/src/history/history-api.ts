import { browserApi } from '@betfront/api-client';
import { betHistoryAnswerSchema, couponAnswerSchema } from '@betfront/contract/bets';
import type { PlacedCoupon } from '@betfront/contract/bets';
import type { z } from 'zod';
import type { HistoryFilter } from './history-filter';

export type BetHistory = z.infer<typeof betHistoryAnswerSchema>;

export function loadHistory(filter: HistoryFilter, signal: AbortSignal): Promise<BetHistory> {
  return browserApi().request(betHistoryAnswerSchema, {
    method: 'GET',
    path: '/web-api/bets/history',
    query: { from: filter.from, to: filter.to, statusId: filter.statusId, page: filter.page, limit: filter.limit },
    signal,
  });
}

export async function loadCoupon(couponId: number, signal: AbortSignal): Promise<PlacedCoupon> {
  const answer = await browserApi().request(couponAnswerSchema, {
    method: 'GET',
    path: `/web-api/bets/coupons/${couponId}`,
    signal,
  });
  return answer.coupon;
}
