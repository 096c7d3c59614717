import { browserApi } from '@betfront/api-client';
import { couponAnswerSchema, openedCouponsAnswerSchema } from '@betfront/contract/bets';
import type { PlacedCoupon } from '@betfront/contract/bets';

export async function loadOpenedCoupons(signal: AbortSignal): Promise<PlacedCoupon[]> {
  const answer = await browserApi().request(openedCouponsAnswerSchema, {
    method: 'GET',
    path: '/web-api/bets/opened',
    signal,
  });
  return answer.coupons;
}

export async function loadCoupon(couponId: number, signal: AbortSignal): Promise<PlacedCoupon> {
  const answer = await browserApi().request(couponAnswerSchema, {
    method: 'GET',
    path: `/web-api/bets/coupons/${couponId}`,
    signal,
  });
  return answer.coupon;
}
