import { browserApi } from '@betfront/api-client';
import { openedCouponsAnswerSchema } from '@betfront/contract/bets';
import type { PlacedCoupon } from '@betfront/contract/bets';

export async function loadOpenedCoupons(lng: string, signal: AbortSignal): Promise<PlacedCoupon[]> {
  const answer = await browserApi().request(openedCouponsAnswerSchema, {
    method: 'GET',
    path: '/web-api/bets/opened',
    query: { lng },
    signal,
  });
  return answer.coupons;
}
