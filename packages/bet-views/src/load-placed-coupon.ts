import { browserApi } from '@betfront/api-client';
import { couponAnswerSchema } from '@betfront/contract/bets';
import type { PlacedCoupon } from '@betfront/contract/bets';

/** One of the player's coupons, its names in the page's language (the powerbet pages). */
export async function loadPlacedCoupon(couponId: number, lng: string, signal: AbortSignal): Promise<PlacedCoupon> {
  const answer = await browserApi().request(couponAnswerSchema, {
    method: 'GET',
    path: `/web-api/bets/coupons/${couponId}`,
    query: { lng },
    signal,
  });
  return answer.coupon;
}
